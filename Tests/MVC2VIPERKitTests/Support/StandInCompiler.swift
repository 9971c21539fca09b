import Foundation
@testable import MVC2VIPERKit
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

    /// Builds the stand-in modules and their static libraries (for replays) once for all test processes: `swift test
    /// --parallel` runs each test in a process of its own, so they are kept in a folder named by the stand-ins'
    /// sources and the compiler, built aside and moved into place whole (a process finding it there uses it).
    static func moduleDirectory() throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let modules { return modules }
        let key = try standInKey()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mvc2viper-standin-\(key)")
        let built = { (url: URL) in standIns.allSatisfy { FileManager.default.fileExists(atPath: url.appendingPathComponent("lib\($0).a").path) } }
        if !built(directory) {
            let staging = Paths.temporaryDirectory("mvc2viper-standin-staging")
            for name in standIns {
                let result = try runProcess(
                    swiftc,
                    [
                        "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", name, "-I", staging.path,
                        "-emit-module-path", staging.appendingPathComponent("\(name).swiftmodule").path,
                        "-o", staging.appendingPathComponent("lib\(name).a").path,
                        Paths.standIn.appendingPathComponent("\(name).swift").path,
                    ], in: staging)
                guard result.status == 0 else { throw StandInError(message: "stand-in \(name) does not build:\n\(result.stderr)") }
            }
            // Another process may have moved its copy in first: then this one is dropped and that one used.
            if (try? FileManager.default.moveItem(at: staging, to: directory)) == nil { try? FileManager.default.removeItem(at: staging) }
            guard built(directory) else { throw StandInError(message: "the stand-ins are not in \(directory.path)") }
        }
        modules = directory
        return directory
    }

    /// The stand-ins' sources and the compiler (its path, size and date), as a hash: a changed stand-in gets a new folder.
    private static func standInKey() throws -> String {
        var bytes = Data()
        for name in standIns { bytes += try Data(contentsOf: Paths.standIn.appendingPathComponent("\(name).swift")) }
        let compiler = swiftc.resolvingSymlinksInPath()
        let attributes = (try? FileManager.default.attributesOfItem(atPath: compiler.path)) ?? [:]
        bytes += Data("\(compiler.path) \(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? 0)".utf8)
        return DashboardCache.fingerprint(bytes)
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
        let command = try typecheckCommand(swiftVersion: swiftVersion, modules: modules)
        let result = try runProcess(command.program, command.before + paths + command.after, in: directory)
        return result.status == 0 ? "" : result.stderr + result.stdout
    }

    /// A type-check command: the files go between `before` and `after`.
    private struct Command: Codable {
        let program: URL
        let before: [String]
        let after: [String]
    }

    nonisolated(unsafe) private static var typecheckCommands: [String: Command] = [:]

    /// The frontend command the driver starts for a whole-module type-check (`-wmo`: one frontend for all the files;
    /// file by file, the driver starts one per file, each parsing them all), asked of the driver once per language
    /// mode (`-###`) and kept beside the stand-ins for every test process. Started directly, each check saves the
    /// driver's own start-up: a third of a small module's check.
    private static func typecheckCommand(swiftVersion: String, modules: URL) throws -> Command {
        lock.lock()
        defer { lock.unlock() }
        if let known = typecheckCommands[swiftVersion] { return known }
        let kept = modules.appendingPathComponent("typecheck-swift\(swiftVersion).json")
        if let data = try? Data(contentsOf: kept), let command = try? JSONDecoder().decode(Command.self, from: data) {
            typecheckCommands[swiftVersion] = command
            return command
        }
        let driver = ["-typecheck", "-wmo", "-swift-version", swiftVersion, "-I", modules.path]
        // Two files, as a check has: the driver names a module of one file after it.
        let placeholders = ["/mvc2viper-placeholder/First.swift", "/mvc2viper-placeholder/Second.swift"]
        let asked = try runProcess(swiftc, driver + placeholders + ["-###"], in: FileManager.default.temporaryDirectory)
        let words = asked.stdout.split(separator: "\n").first.map { $0.split(separator: " ").map(String.init) } ?? []
        var command = Command(program: swiftc, before: driver, after: [])
        // A quoted word (a path with a space) would need a shell's reading: the driver then runs every check.
        if asked.status == 0, !asked.stdout.contains("\""), let program = words.first, words.contains("-frontend"),
            let first = words.firstIndex(of: placeholders[0]), words.dropFirst(first + 1).first == placeholders[1]
        {
            command = Command(program: URL(fileURLWithPath: program), before: Array(words[1..<first]), after: Array(words[(first + 2)...]))
        }
        // Written whole or not at all: another process reads it at once.
        try? JSONEncoder().encode(command).write(to: kept, options: .atomic)
        typecheckCommands[swiftVersion] = command
        return command
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
        let build = try runProcess(
            swiftc,
            [
                "-wmo", "-swift-version", swiftVersion, "-module-name", "Replay", "-I", modules.path,
                "-L", modules.path,
            ] + libraries + paths + ["-o", program.path], in: directory)
        guard build.status == 0 else { throw StandInError(message: "the program does not build:\n\(build.stderr)\(build.stdout)") }
        return try environments.map { try runProcess(program, [], in: directory, environment: $0) }
    }

    /// What running XCTest files said: the test cases that ran and failed, and the output.
    struct TestRun {
        let executed: Int
        let failures: Int
        let output: String
    }

    /// Builds XCTest files (and what they test) against the stand-ins and runs every `test…` method
    /// of every `XCTestCase` subclass: Linux has no test discovery for a plain program, so the
    /// harness writes the `XCTMain` list from the files' syntax.
    /// `scenes`: the storyboard scenes the app's storyboards hold, `Storyboard/Identifier` (`Storyboard/` for the
    /// initial one) → the controller class, registered with the stand-in before the tests run.
    static func runTests(_ files: [String: String], scenes: [String: String] = [:]) throws -> TestRun {
        var cases: [String: [String]] = [:]
        for contents in files.values {
            for item in Parser.parse(source: contents).statements {
                guard let type = item.item.as(ClassDeclSyntax.self),
                    type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "XCTestCase" }) == true
                else { continue }
                cases[type.name.text] = type.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text }
                    .filter { $0.hasPrefix("test") }
            }
        }
        // Test classes of main-actor code are `@MainActor`; XCTest runs them on the main thread, which the list says.
        let lists = cases.sorted { $0.key < $1.key }.map { name, tests in
            // Tests may throw (`try XCTUnwrap`): XCTest records what they throw as a failure.
            let entries = tests.map { "(\"\($0)\", { (test: \(name)) in { try MainActor.assumeIsolated { try test.\($0)() } } })" }
            return "extension \(name) {\n    static let allTests: [(String, (\(name)) -> () throws -> Void)] = [\(entries.joined(separator: ", "))]\n}"
        }
        let registrations = scenes.sorted { $0.key < $1.key }.map { "UIStoryboard.scenes[\"\($0.key)\"] = { \($0.value)() }" }
        let main =
            (["import XCTest"] + (scenes.isEmpty ? [] : ["import UIKit"]) + lists + registrations + [
                "XCTMain([\(cases.keys.sorted().map { "testCase(\($0).allTests)" }.joined(separator: ", "))])"
            ])
            .joined(separator: "\n") + "\n"
        guard let run = try run(files.merging(["main.swift": main]) { $1 }).first else { return TestRun(executed: 0, failures: 0, output: "") }
        let output = run.stdout + run.stderr
        let totals = output.components(separatedBy: "\n").last { $0.contains("Executed ") && $0.contains(" with ") } ?? ""
        let numbers = totals.split(separator: " ").compactMap { Int($0) }
        return TestRun(executed: numbers.first ?? 0, failures: numbers.dropFirst().first ?? (run.status == 0 ? 0 : 1), output: output)
    }

    /// Writes the files, without Objective-C, under flat names (`main.swift` stays `main.swift`).
    private static func write(_ files: [String: String], to directory: URL) throws -> [String] {
        try files.sorted(by: { $0.key < $1.key }).map { name, contents in
            let url = directory.appendingPathComponent(name.replacingOccurrences(of: "/", with: "_"))
            try Data(withoutObjectiveC(contents).utf8).write(to: url)
            return url.path
        }
    }

    /// Which language modes an original screen is clean in: migrated code is held to the same bar.
    struct LanguageMode {
        private let known: [String: [String]]?
        private let original: Original?

        init(errors: [String: [String]]) {
            known = errors
            original = nil
        }

        private init(original: Original) {
            known = nil
            self.original = original
        }

        static let clean = LanguageMode(errors: ["6": []])

        /// The modes of `original`, type-checked when first asked: a module clean in Swift 6 meets any original's bar
        /// (Swift 6 implies 5), so most checks never ask.
        static func of(_ original: [String: String]) throws -> LanguageMode {
            LanguageMode(original: Original(files: original))
        }

        /// Whether the original is type-checked only when a module fails in Swift 6.
        var isDeferred: Bool { original != nil }

        /// The original's errors per Swift version (`"6"`, then `"5"` when 6 fails); empty means clean.
        func errors() throws -> [String: [String]] {
            if let known { return known }
            return try original?.errors() ?? [:]
        }

        /// An original's files and, once type-checked, their errors.
        private final class Original: @unchecked Sendable {
            let files: [String: String]
            private let lock = NSLock()
            private var checked: [String: [String]]?

            init(files: [String: String]) { self.files = files }

            func errors() throws -> [String: [String]] {
                try lock.withLock {
                    if let checked { return checked }
                    let swift6 = StandInCompiler.errors(in: try typecheck(files, swiftVersion: "6"))
                    let errors = swift6.isEmpty ? ["6": []] : ["6": swift6, "5": StandInCompiler.errors(in: try typecheck(files, swiftVersion: "5"))]
                    checked = errors
                    return errors
                }
            }
        }
    }

    /// The files of a module that hold no code of the original: builders, entities, protocols and
    /// shared support. The tool wrote every line of them, so they must be clean in any case.
    static func scaffolding(of files: [PlannedFile]) -> Set<String> {
        Set(
            files.filter { file in
                guard ![.assembly, .entity].contains(file.layer), !file.isShared else { return true }
                // The tree the emitter built: its top-level declarations are those of the text.
                let declarations = file.syntax.statements.compactMap { $0.item.as(DeclSyntax.self) }
                return declarations.allSatisfy { $0.is(ImportDeclSyntax.self) || $0.is(ProtocolDeclSyntax.self) }
            }.map(\.path))
    }

    /// Asserts that the files type-check in each mode the original is clean in (Swift 6 implies 5): files clean in
    /// Swift 6 pass whatever the original, so a deferred original is type-checked only for files that are not.
    /// Code written before Swift 6 may fail in it (on Linux even in Swift 5 mode, where Foundation's
    /// closures are `@Sendable`); its errors may then travel with its code into the module, but the
    /// scaffolding files (see `scaffolding(of:)`) must stay clean.
    static func assertTypechecks(
        _ files: [String: String], like original: LanguageMode = .clean, scaffolding: Set<String> = [],
        context: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        let prefix = context.isEmpty ? "" : context + ": "
        let flatNames = Set(scaffolding.map { $0.replacingOccurrences(of: "/", with: "_") })
        do {
            var checked: [String: String] = [:]
            if original.isDeferred {
                let swift6 = try typecheck(files, swiftVersion: "6")
                guard !swift6.isEmpty else { return }
                checked["6"] = swift6
            }
            for (version, originalErrors) in try original.errors().sorted(by: { $0.key > $1.key }) {
                let diagnostics = try checked[version] ?? typecheck(files, swiftVersion: version)
                if originalErrors.isEmpty {
                    if !diagnostics.isEmpty {
                        XCTFail("\(prefix)emitted code does not type-check in Swift \(version) mode:\n\(readable(diagnostics))", file: file, line: line)
                    }
                    continue
                }
                let inScaffolding = errors(in: diagnostics).filter { error in flatNames.contains { error.contains("/\($0):") } }
                if !inScaffolding.isEmpty {
                    XCTFail("\(prefix)the module's own files fail in Swift \(version) mode:\n\(inScaffolding.joined(separator: "\n"))", file: file, line: line)
                }
            }
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
    }

    /// The error lines first, then the compiler's full words (warnings and excerpts), shortened.
    static func readable(_ diagnostics: String) -> String {
        errors(in: diagnostics).joined(separator: "\n") + "\n--- in full:\n" + diagnostics.prefix(6000)
    }

    static func errors(in diagnostics: String) -> [String] {
        diagnostics.components(separatedBy: "\n").filter { $0.contains(": error: ") }
    }

    static func withoutObjectiveC(_ source: String) -> String {
        // A file that spells none of them is left as it is: parsing every file of every type-check cost a tenth of a run.
        let spellsObjectiveC = ["@objc", "@IB", "@NSManaged", "#selector"].contains { source.contains($0) }
        let rewritten = spellsObjectiveC ? ObjectiveCRemover(viewMode: .sourceAccurate).rewrite(Parser.parse(source: source)).description : source
        // On Linux URLSession and friends live in FoundationNetworking, which iOS's Foundation (and so UIKit) includes.
        return "import FoundationNetworking\n" + rewritten
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
        AttributeListSyntax(
            list.compactMap { element -> AttributeListSyntax.Element? in
                guard case .attribute(let attribute) = element else { return element }
                let name = attribute.attributeName.trimmedDescription
                if Self.dropped.contains(name) { return nil }
                if name == "NSManaged" {
                    return .attribute(
                        attribute.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(name: .identifier("NSManagedStandIn"))))
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
            arguments: [
                LabeledExprSyntax(
                    expression: StringLiteralExprSyntax(
                        openingQuote: .stringQuoteToken(),
                        segments: [.stringSegment(StringSegmentSyntax(content: .stringSegment(argument.trimmedDescription)))],
                        closingQuote: .stringQuoteToken()))
            ],
            rightParen: .rightParenToken())
        return ExprSyntax(call.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }
}
