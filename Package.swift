// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "mvc2viper",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "mvc2viper", targets: ["mvc2viper"]),
        .library(name: "MVC2VIPERKit", targets: ["MVC2VIPERKit"]),
        .plugin(name: "MVC2VIPERPlugin", targets: ["MVC2VIPERPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "MVC2VIPERKit",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftBasicFormat", package: "swift-syntax"),
                .product(name: "SwiftLexicalLookup", package: "swift-syntax"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "mvc2viper",
            dependencies: [
                "MVC2VIPERKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // `swift package mvc2viper …`, and the same from Xcode on an app project. No permission is declared, so that
        // `swift package mvc2viper dashboard` only reads; a migration is run with --allow-writing-to-package-directory,
        // which SwiftPM grants whether or not a plugin declares it.
        .plugin(
            name: "MVC2VIPERPlugin",
            capability: .command(
                intent: .custom(verb: "mvc2viper", description: "Split a Massive View Controller into a module, or print the migration dashboard.")
            ),
            dependencies: ["mvc2viper"]
        ),
        .testTarget(
            name: "MVC2VIPERKitTests",
            dependencies: [
                "MVC2VIPERKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
