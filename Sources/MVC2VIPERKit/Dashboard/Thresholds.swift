import Foundation

/// The Massive View Controller thresholds: Habchi et al.'s (Code Smells in iOS Apps, MOBILESoft 2017) and
/// SwiftLint's type_body_length, and how far the migrated share may fall before `dashboard --strict` fails.
/// A project sets its own in `.mvc2viper.json`:
///
///     "dashboard": { "methods": 25, "typeBodyLengthError": 500, "migratedShareFall": 1 }
public struct Thresholds: Codable, Equatable, Sendable {
    /// What the thresholds look at, which a baseline keeps.
    public struct Size: Codable, Equatable, Sendable {
        public let methods: Int
        public let storedProperties: Int
        public let statements: Int
        public let bodyLength: Int

        public init(methods: Int, storedProperties: Int, statements: Int, bodyLength: Int) {
            self.methods = methods
            self.storedProperties = storedProperties
            self.statements = statements
            self.bodyLength = bodyLength
        }
    }

    /// One threshold: its name as the dashboard prints it (`methods > 18.5`), and whether `--strict` gates on it.
    struct Check {
        let name: String
        /// Habchi et al.'s three and type_body_length's error gate; its warning is only shown.
        let gates: Bool
        let isCrossed: (Size) -> Bool
    }

    /// Habchi et al.'s number of methods, attributes (stored properties) and instructions (statements).
    public var methods = 18.5
    public var attributes = 15.0
    public var instructions = 375.0
    /// SwiftLint's type_body_length defaults: a warning past 250 lines, an error past 350.
    public var typeBodyLengthWarning = 250.0
    public var typeBodyLengthError = 350.0
    /// Points the migrated share (by screens or by lines) may fall since the baseline before `--strict` fails.
    public var migratedShareFall = 0.0

    public init() {}

    /// The keys `.mvc2viper.json`'s `"dashboard"` object may hold.
    static let keys = ["methods", "attributes", "instructions", "typeBodyLengthWarning", "typeBodyLengthError", "migratedShareFall"]

    /// Thresholds from the configuration's `"dashboard"` object: known keys only, each a number of at least 0.
    static func parse(_ object: [String: Any], file: String) throws -> Thresholds {
        if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
            throw MigrationError.invalidConfiguration(file: file, reason: "unknown key 'dashboard.\(unknown)' (expected \(keys.joined(separator: ", ")))")
        }
        var thresholds = Thresholds()
        let fields: [(String, WritableKeyPath<Thresholds, Double>)] = [
            ("methods", \.methods), ("attributes", \.attributes), ("instructions", \.instructions),
            ("typeBodyLengthWarning", \.typeBodyLengthWarning), ("typeBodyLengthError", \.typeBodyLengthError),
            ("migratedShareFall", \.migratedShareFall),
        ]
        for (key, field) in fields {
            guard let value = object[key] else { continue }
            // JSONSerialization reads `true` as a number too, one of Objective-C type `char`.
            guard let number = value as? NSNumber, String(cString: number.objCType) != "c", number.doubleValue >= 0 else {
                throw MigrationError.invalidConfiguration(file: file, reason: "'dashboard.\(key)' must be a number of at least 0")
            }
            thresholds[keyPath: field] = number.doubleValue
        }
        return thresholds
    }

    var checks: [Check] {
        [
            Check(name: "methods > \(Self.format(methods))", gates: true) { Double($0.methods) > self.methods },
            Check(name: "attributes > \(Self.format(attributes))", gates: true) { Double($0.storedProperties) > self.attributes },
            Check(name: "instructions > \(Self.format(instructions))", gates: true) { Double($0.statements) > self.instructions },
            Check(name: "type_body_length > \(Self.format(typeBodyLengthWarning))", gates: false) { Double($0.bodyLength) > self.typeBodyLengthWarning },
            Check(name: "type_body_length > \(Self.format(typeBodyLengthError))", gates: true) { Double($0.bodyLength) > self.typeBodyLengthError },
        ]
    }

    /// The thresholds `size` crosses.
    public func crossed(_ size: Size) -> [String] {
        checks.filter { $0.isCrossed(size) }.map(\.name)
    }

    /// The thresholds `--strict` gates on that `size` crosses.
    public func gating(_ size: Size) -> [String] {
        checks.filter { $0.gates && $0.isCrossed(size) }.map(\.name)
    }

    /// Habchi et al.: a view controller by name that crosses all three of their thresholds.
    public func isMassive(name: String, _ size: Size) -> Bool {
        name.contains("ViewController") && checks.prefix(3).allSatisfy { $0.isCrossed(size) }
    }

    /// `18.5`, `15`: a whole number without its decimals.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
