// swift-tools-version:6.1
import Foundation
import PackageDescription

/// A release build on Linux links the Swift runtime and Foundation into the `sizeboard`
/// executable (what `swift build --static-swift-stdlib` does for a whole package): no symbol
/// lookups across 50 shared libraries when the process starts, and direct calls to the runtime's
/// retain and release. At 10k pages on the team's 2-core machine, a build with nothing changed
/// went from 200 to 175 ms and a one-page edit from 330 to 300 ms. The static FoundationNetworking
/// links the system's libcurl, so this is done only where it can be linked (libcurl4-openssl-dev,
/// which the Swift toolchain's Linux requirements list and Scripts/install-dependencies installs);
/// elsewhere the executable is linked against the shared libraries as before.
let staticRuntime = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
    .contains { FileManager.default.fileExists(atPath: "\($0)/libcurl.so") } ? ["-static-stdlib"] : []

/// A release build on Linux also links jemalloc (Debian's libjemalloc-dev, which
/// Scripts/install-dependencies installs) when it is installed: a build makes and frees millions of
/// small strings, arrays and libcmark nodes on every core, and glibc's allocator took about a sixth
/// of a clean build's instructions. At 10k Markdown pages on the team's 2-core machine, four
/// alternated clean builds each: user CPU 1.50 to 1.28 s, wall 1.83 to 1.71 s. It is linked as a
/// shared library, so that it serves libcmark and the C library too (a pointer one allocator made
/// is never freed by the other); the executable then needs the libjemalloc2 package at run time.
let jemalloc = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
    .contains { FileManager.default.fileExists(atPath: "\($0)/libjemalloc.so") } ? ["-ljemalloc"] : []

let package = Package(
    name: "Sizeboard",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sizeboard", targets: ["SizeboardCLI"]),
        .library(name: "Sizeboard", targets: ["Sizeboard"]),
        .library(name: "SizeboardCommands", targets: ["SizeboardCommands"]),
        .library(name: "Adaptivity", targets: ["Adaptivity"]),
        .library(name: "SiteDiff", targets: ["SiteDiff"]),
        .library(name: "SitemapPlugin", targets: ["SitemapPlugin"]),
        .library(name: "SearchIndexPlugin", targets: ["SearchIndexPlugin"]),
        .library(name: "SidebarPlugin", targets: ["SidebarPlugin"]),
        .library(name: "FlipContainerPlugin", targets: ["FlipContainerPlugin"]),
        .plugin(name: "SizeboardCommandPlugin", targets: ["SizeboardCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "CAtomicSwap"),
        .target(name: "Adaptivity"),
        .target(
            name: "Pages",
            dependencies: ["Adaptivity", "CCmark", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "Previews", dependencies: ["Adaptivity"]),
        .target(
            name: "DefaultTheme",
            path: "Themes/default",
            exclude: ["README.md"],
            sources: ["DefaultTheme.swift"],
            resources: [.copy("templates"), .copy("assets")]
        ),
        .target(
            name: "Sizeboard",
            dependencies: [
                "Adaptivity", "Pages", "Previews", "DefaultTheme", "CAtomicSwap",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "SitemapPlugin",
            dependencies: ["Sizeboard"],
            path: "Plugins/Sitemap"
        ),
        .target(
            name: "SearchIndexPlugin",
            dependencies: ["Sizeboard"],
            path: "Plugins/SearchIndex"
        ),
        .target(name: "SidebarPlugin", dependencies: ["Sizeboard"], path: "Plugins/Sidebar"),
        .target(name: "FlipContainerPlugin", dependencies: ["Sizeboard"], path: "Plugins/FlipContainer"),
        .target(name: "SiteDiff"),
        .target(
            name: "SizeboardCommands",
            dependencies: [
                "Sizeboard", "SiteDiff", "SitemapPlugin", "SearchIndexPlugin", "SidebarPlugin", "FlipContainerPlugin",
                "DevelopmentServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "DevelopmentServer", dependencies: ["Sizeboard", .product(name: "FlyingFox", package: "FlyingFox")]),
        .executableTarget(
            name: "SizeboardCLI",
            dependencies: ["SizeboardCommands"],
            swiftSettings: [.unsafeFlags(staticRuntime, .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(staticRuntime + jemalloc, .when(platforms: [.linux], configuration: .release))]
        ),
        .executableTarget(name: "SizeboardFuzz", dependencies: ["Sizeboard"], path: "Fuzz", exclude: ["sizeboard.dict"]),
        .plugin(
            name: "SizeboardCommandPlugin",
            capability: .command(
                intent: .custom(verb: "sizeboard", description: "Run sizeboard (build, diff, resolve, ...) in this package's folder"),
                permissions: [.writeToPackageDirectory(reason: "sizeboard build writes the site and sizeboard diff its report")]
            ),
            path: "Plugins/CommandPlugin"
        ),
        .testTarget(name: "AdaptivityTests", dependencies: ["Adaptivity"]),
        .testTarget(name: "PagesTests", dependencies: ["Pages", "CCmark", .product(name: "Yams", package: "Yams")], exclude: ["Fixtures"]),
        .target(name: "DrawingContractSupport", dependencies: ["Adaptivity"], path: "Tests/DrawingContractSupport"),
        .testTarget(name: "PreviewsTests", dependencies: ["Previews", "DrawingContractSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "SizeboardTests",
            dependencies: ["Sizeboard", "SitemapPlugin", "SearchIndexPlugin", "SidebarPlugin", "FlipContainerPlugin"]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["SizeboardCLI", "DrawingContractSupport"]),
        .testTarget(name: "SiteDiffTests", dependencies: ["SiteDiff"]),
        .testTarget(name: "DevelopmentServerTests", dependencies: ["DevelopmentServer"]),
    ]
)
