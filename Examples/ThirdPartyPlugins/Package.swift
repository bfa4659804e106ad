// swift-tools-version:6.1
import Foundation
import PackageDescription

// In your own package, depend on Sizeboard by its repository URL and a version:
//     .package(url: "https://github.com/<owner>/sizeboard", from: "0.1.0")
// and name its products with `package: "sizeboard"`. This example sits inside the Sizeboard
// checkout and depends on it by path, so the test suite builds it against the code beside it; a
// path dependency's identity is its folder's name, computed here.
let sizeboardPath = "../.."
let sizeboardIdentity = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent(sizeboardPath)
    .standardizedFileURL
    .lastPathComponent
    .lowercased()

let package = Package(
    name: "ThirdPartyPlugins",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: sizeboardPath),
    ],
    targets: [
        .target(
            name: "CalloutPlugin",
            dependencies: [.product(name: "Sizeboard", package: sizeboardIdentity)]
        ),
        .executableTarget(
            name: "my-sizeboard",
            dependencies: [
                "CalloutPlugin",
                .product(name: "SizeboardCommands", package: sizeboardIdentity),
            ]
        ),
    ]
)
