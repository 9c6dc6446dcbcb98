extension StringProtocol {
    /// Without any of `set`'s characters at either end (`"(Mon.)"` trimmed of `"(.)"` is `Mon`).
    func trimming(_ set: String) -> Substring {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return slice
    }
}
