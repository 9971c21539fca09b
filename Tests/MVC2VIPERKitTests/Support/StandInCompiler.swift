import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

/// Type-checks Swift against the UIKit, CoreData, Combine and WebKit stand-ins with the real compiler.
///
/// `@objc`, `@IBOutlet`, `@IBAction`, `@NSManaged` and `#selector` need the Objective-C runtime,
/// which Linux lacks: they are rewritten into plain Swift before compiling (the emitted files keep them).
enum StandInCompiler {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var modules: URL?

    static var swiftc: URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: "/usr/bin/swiftc")
    }

    /// The stand-ins in build order: WebKit builds on UIKit, so UIKit comes first and later modules see the earlier ones.
    static let standIns = ["UIKit", "CoreData", "Combine", "WebKit", "RxSwift"]

    /// Builds the stand-in modules and their static libraries (for replays) once per test run.
    static func moduleDirectory() throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let modules { return modules }
        let directory = Paths.temporaryDirectory("mvc2viper-standin")
        for name in standIns {
            let result = try runProcess(swiftc, [
                "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", name, "-I", directory.path,
                "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
                "-o", directory.appendingPathComponent("lib\(name).a").path,
                Paths.standIn.appendingPathComponent("\(name).swift").path,
            ], in: directory)
            guard result.status == 0 else { throw StandInError(message: "stand-in \(name) does not build:\n\(result.stderr)") }
        }
        modules = directory
        return directory
    }

    struct StandInError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Type-checks the files (name → contents) together; returns the compiler's diagnostics, empty when clean.
    static func typecheck(_ files: [String: String], swiftVersion: String = "5") throws -> String {
        let modules = try moduleDirectory()
        let directory = Paths.temporaryDirectory("mvc2viper-typecheck")
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try write(files, to: directory)
        let result = try runProcess(swiftc, ["-typecheck", "-swift-version", swiftVersion, "-I", modules.path] + paths, in: directory)
        return result.status == 0 ? "" : result.stderr + result.stdout
    }

    /// Builds the files into a program linked with the stand-ins (`main.swift` holds its top-level
    /// code) and runs it once per environment. A build that fails throws with the compiler's words.
    static func run(_ files: [String: String], swiftVersion: String = "5", environments: [[String: String]] = [[:]]) throws -> [ProcessResult] {
        let modules = try moduleDirectory()
        let directory = Paths.temporaryDirectory("mvc2viper-run")
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try write(files, to: directory)
        let program = directory.appendingPathComponent("program")
        // Static libraries link dependents first.
        let libraries = standIns.reversed().map { "-l\($0)" }
        let build = try runProcess(swiftc, ["-swift-version", swiftVersion, "-module-name", "Replay", "-I", modules.path,
                                            "-L", modules.path] + libraries + paths + ["-o", program.path], in: directory)
        guard build.status == 0 else { throw StandInError(message: "the program does not build:\n\(build.stderr)\(build.stdout)") }
        return try environments.map { try runProcess(program, [], in: directory, environment: $0) }
    }

    /// Writes the files, without Objective-C, under flat names (`main.swift` stays `main.swift`).
    private static func write(_ files: [String: String], to directory: URL) throws -> [String] {
        try files.sorted(by: { $0.key < $1.key }).map { name, contents in
            let url = directory.appendingPathComponent(name.replacingOccurrences(of: "/", with: "_"))
            try Data(withoutObjectiveC(contents).utf8).write(to: url)
            return url.path
        }
    }

    /// Asserts that the files type-check, showing the compiler's words and the files when they do not.
    static func assertTypechecks(_ files: [String: String], context: String = "", file: StaticString = #filePath, line: UInt = #line) {
        do {
            let diagnostics = try typecheck(files)
            if !diagnostics.isEmpty {
                XCTFail("\(context.isEmpty ? "" : context + ": ")emitted code does not type-check:\n\(diagnostics)", file: file, line: line)
            }
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
    }

    static func withoutObjectiveC(_ source: String) -> String {
        let rewritten = ObjectiveCRemover(viewMode: .sourceAccurate).rewrite(Parser.parse(source: source)).description
        // On Linux URLSession and friends live in FoundationNetworking.
        return rewritten.replacingOccurrences(of: "import Foundation\n", with: "import Foundation\nimport FoundationNetworking\n")
    }
}

/// Rewrites Objective-C-only syntax into plain Swift for Linux.
private final class ObjectiveCRemover: SyntaxRewriter {
    static let dropped: Set<String> = ["objc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "objcMembers", "IBOutletCollection"]

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        DeclSyntax(super.visit(node).cast(VariableDeclSyntax.self).with(\.attributes, filtered(node.attributes)).with(\.leadingTrivia, node.leadingTrivia))
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        DeclSyntax(super.visit(node).cast(FunctionDeclSyntax.self).with(\.attributes, filtered(node.attributes)).with(\.leadingTrivia, node.leadingTrivia))
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        DeclSyntax(super.visit(node).cast(ClassDeclSyntax.self).with(\.attributes, filtered(node.attributes)).with(\.leadingTrivia, node.leadingTrivia))
    }

    /// Drops ObjC-only attributes; `@NSManaged` becomes the stand-in's property wrapper.
    private func filtered(_ list: AttributeListSyntax) -> AttributeListSyntax {
        AttributeListSyntax(list.compactMap { element -> AttributeListSyntax.Element? in
            guard case .attribute(let attribute) = element else { return element }
            let name = attribute.attributeName.trimmedDescription
            if Self.dropped.contains(name) { return nil }
            if name == "NSManaged" {
                return .attribute(attribute.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(name: .identifier("NSManagedStandIn"))))
                    .with(\.trailingTrivia, .space))
            }
            return element
        })
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "selector", let argument = node.arguments.first?.expression else { return super.visit(node) }
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("Selector"))),
            leftParen: .leftParenToken(),
            arguments: [LabeledExprSyntax(expression: StringLiteralExprSyntax(
                openingQuote: .stringQuoteToken(),
                segments: [.stringSegment(StringSegmentSyntax(content: .stringSegment(argument.trimmedDescription)))],
                closingQuote: .stringQuoteToken()))],
            rightParen: .rightParenToken())
        return ExprSyntax(call.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }
}
