// swift-tools-version:5.9
// The bundled samples as the small iOS app they come from. mvc2viper reads this folder as the project
// around each sample: the rest of each screen's app (its base classes, services and models) is in App/.
// It builds for iOS only (UIKit); the test suite type-checks it against its own UIKit stand-in.
import PackageDescription

let package = Package(
    name: "Samples",
    platforms: [.iOS(.v15)],
    targets: [.target(name: "Samples", path: ".", exclude: ["Package.swift"])]
)
