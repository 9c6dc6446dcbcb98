// swift-tools-version:6.1
import PackageDescription

/// libFuzzer targets (Fuzz/<name>/), only with COURSEBOOK_FUZZ=1 so normal builds never see them;
/// scripts/fuzz.sh builds them with -sanitize=fuzzer,address.
let fuzzTargets: [Target] = Context.environment["COURSEBOOK_FUZZ"] == "1"
    ? [.target(name: "FuzzSupport", path: "Fuzz/FuzzSupport")] + ["FuzzFrontMatter", "FuzzCSV", "FuzzDates", "FuzzSyllabus"].map { name in
        .executableTarget(name: name, dependencies: ["CoursebookCore", "CourseModel", "FuzzSupport"], path: "Fuzz/\(name)")
    } + [.executableTarget(name: "FuzzServeRequest", dependencies: ["CoursebookServe", "FuzzSupport"], path: "Fuzz/FuzzServeRequest")]
    : []

let package = Package(
    name: "Coursebook",
    platforms: [.macOS(.v14)],
    products: [
        // Only the tool: the libraries are this package's own targets, their API `package`, not public.
        .executable(name: "coursebook", targets: ["coursebook"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // libcmark from Debian's libcmark-dev; only CourseMarkdown imports it.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .target(name: "CourseMarkdown", dependencies: ["CCmark"]),
        // libgumbo (an HTML5 parser) from Debian's libgumbo-dev; only CourseHTML imports it.
        .systemLibrary(
            name: "CGumbo",
            pkgConfig: "gumbo",
            providers: [.apt(["libgumbo-dev"])]
        ),
        .target(name: "CourseHTML", dependencies: ["CGumbo"]),
        .target(name: "CourseModel"),
        .target(
            name: "CoursebookCore",
            dependencies: [
                "CourseModel",
                "CourseMarkdown",
                "CourseHTML",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // `coursebook serve`: the preview server, apart so the core library stays free of FlyingFox.
        .target(
            name: "CoursebookServe",
            dependencies: [
                "CoursebookCore",
                "CourseModel",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        .target(
            name: "CoursebookCLI",
            dependencies: [
                "CoursebookCore",
                "CoursebookServe",
                "CourseModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "coursebook", dependencies: ["CoursebookCLI"]),
        .testTarget(name: "CourseMarkdownTests", dependencies: ["CourseMarkdown"]),
        .testTarget(name: "CourseHTMLTests", dependencies: ["CourseHTML"]),
        .testTarget(name: "CourseModelTests", dependencies: ["CourseModel"]),
        .testTarget(
            name: "CoursebookCoreTests",
            dependencies: ["CoursebookCore", "CourseModel"],
            exclude: ["Golden"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CoursebookServeTests",
            dependencies: ["CoursebookServe", "CoursebookCore", "CourseModel"]
        ),
        .testTarget(
            name: "CoursebookCLITests",
            dependencies: ["CoursebookCLI", "CoursebookCore"]
        ),
    ] + fuzzTargets,
    swiftLanguageModes: [.v6]
)
