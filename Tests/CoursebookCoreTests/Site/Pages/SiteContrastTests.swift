import Foundation
import Testing
@testable import CoursebookCore

/// WCAG AA asks for a contrast ratio of at least 4.5:1 for body text; the site's palette is checked
/// here for every text colour on every background it is used on, in light and dark mode.
@Suite("Colour contrast")
struct SiteContrastTests {
    private static func palettes() throws -> [[String: String]] {
        let css = try #require(TemplateLibrary.load().asset("site.css"))
        let blocks = css.components(separatedBy: ":root {").dropFirst().map { $0.prefix { $0 != "}" } }
        return blocks.map { block in
            var colours: [String: String] = [:]
            for declaration in block.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                if parts.count == 2, parts[0].hasPrefix("--"), parts[1].hasPrefix("#") { colours[String(parts[0].dropFirst(2))] = parts[1] }
            }
            return colours
        }
    }

    private static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        func channel(_ shift: Int) -> Double {
            let c = Double((value >> shift) & 0xFF) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    static func ratio(_ a: String, _ b: String) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    @Test func referenceRatiosMatchTheWCAGFormula() {
        #expect(abs(Self.ratio("#000000", "#ffffff") - 21) < 0.01)
        #expect(abs(Self.ratio("#777777", "#ffffff") - 4.48) < 0.01)
    }

    @Test func textColoursMeetAAOnEveryBackground() throws {
        let palettes = try Self.palettes()
        #expect(palettes.count == 2, "light and dark palettes")
        for (index, palette) in palettes.enumerated() {
            for text in ["fg", "muted", "accent"] {
                for background in ["bg", "card", "holiday", "due", "today", "mark"] {
                    let pair = (try #require(palette[text]), try #require(palette[background]))
                    #expect(Self.ratio(pair.0, pair.1) >= 4.5, "\(index == 0 ? "light" : "dark"): \(text) \(pair.0) on \(background) \(pair.1)")
                }
            }
        }
    }
}
