// swift-tools-version:5.9
// Marks the root of the Feed app, the project the multi-file migration tests read. Never built.
import PackageDescription

let package = Package(
    name: "FeedApp",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "FeedApp", targets: ["FeedApp"]),
    ],
    targets: [
        .target(name: "FeedApp", path: "Sources/FeedApp"),
    ]
)
