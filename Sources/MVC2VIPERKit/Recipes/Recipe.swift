import Foundation

/// A declarative refactoring recipe: which engine applies it, the vocabulary it matches,
/// and examples that are its tests.
public struct Recipe: Codable, Equatable, Sendable {
    public let id: String
    public let title: String
    /// Where the recipe comes from (a reference chapter).
    public let source: String
    /// The engine that applies the recipe; several recipes may share one (a team's own fetch vocabulary).
    public let matcher: MatcherKind
    public let summary: String
    public let vocabulary: [String: [String]]
    /// Empty in a catalog loaded without examples (the tool's own runs: it reads none, and they are nine tenths of the
    /// built-ins' text).
    public let examples: [RecipeExample]
    /// The vocabulary compiled once, when the recipe is read: recipes ask of almost every name a controller mentions.
    let patterns: [VocabularyKey: CompiledPatterns]

    private enum CodingKeys: String, CodingKey { case id, title, source, matcher, summary, vocabulary, examples }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        source = try container.decode(String.self, forKey: .source)
        matcher = try container.decode(MatcherKind.self, forKey: .matcher)
        summary = try container.decode(String.self, forKey: .summary)
        vocabulary = try container.decode([String: [String]].self, forKey: .vocabulary)
        patterns = Dictionary(uniqueKeysWithValues: vocabulary.compactMap { key, words in VocabularyKey(rawValue: key).map { ($0, CompiledPatterns(words)) } })
        let skipsExamples = decoder.userInfo[.skipsRecipeExamples] as? Bool == true
        examples = skipsExamples ? [] : try container.decode([RecipeExample].self, forKey: .examples)
    }

    public func words(_ key: VocabularyKey) -> [String] { vocabulary[key.rawValue] ?? [] }

    /// True when `name` matches one of the vocabulary's patterns (`*Service`, `fetch`, `MR_*`); under `dependencyTypes`,
    /// the dependency a protocol names counts too.
    public func matches(_ key: VocabularyKey, _ name: String) -> Bool {
        guard let patterns = patterns[key] else { return false }
        return key == .dependencyTypes ? patterns.matchesDependency(name) : patterns.matches(name)
    }

    /// The dependency a protocol names (`ActivitiesServiceType`, `CoursesNetworkServiceProtocol`, `OTPServiceProviding`
    /// → `…Service`): an object is often held by the protocol it is known by, which names the same dependency. Not an
    /// interactor's protocol (`CourseListInteractorProtocol`): a Clean Swift scene's view talks to its own business
    /// layer through it, as a VIPER view talks to its output; an interactor the view makes itself is another matter.
    static func dependencyProtocolStem(_ name: String) -> String? {
        for suffix in ["Protocol", "Type", "Providing", "Interface"] where name.hasSuffix(suffix) && name.count > suffix.count + 1 {
            let stem = name.dropLast(suffix.count)
            return stem.hasSuffix("Interactor") ? nil : String(stem)
        }
        return nil
    }
}

extension CodingUserInfoKey {
    /// A recipe decoded with this set to true leaves its examples out.
    static let skipsRecipeExamples = CodingUserInfoKey(rawValue: "mvc2viper.skipsRecipeExamples")!
}

public enum MatcherKind: String, Codable, CaseIterable, Sendable {
    case routingSwitch = "routing-switch"
    case lifecycleFetch = "lifecycle-fetch"
    case lazyDependency = "lazy-dependency"
    case navigation
    case moduleInput = "module-input"
    case collections
    case moduleOutput = "module-output"
    case presentationLogic = "presentation-logic"
    case state
    case fetchedResults = "fetched-results"
    case webEngine = "web-engine"

    /// The vocabulary keys each engine reads; anything else in a recipe file is a mistake.
    public var vocabularyKeys: Set<VocabularyKey> {
        switch self {
        case .routingSwitch: return [.navigationCalls, .screenFactories]
        case .lifecycleFetch:
            return [
                .lifecycleMethods, .dataAccessCalls, .dataAccessTypes, .dependencyTypes, .loadingStartCalls, .completionTypes,
                .handleTypes, .cancelCalls, .schedulingCalls, .screenNotifications, .pagingMethods, .intentMethods, .appearanceTypes,
                .displayTargets, .failableInitializers, .platformResults, .excludedTypes, .constantCalls,
            ]
        case .lazyDependency: return [.dependencyTypes, .excludedTypes]
        case .navigation: return [.navigationCalls, .screenFactories, .closeCalls, .externalOpenCalls]
        case .moduleInput: return [.configurationMethods]
        case .collections: return [.collectionMethods, .collectionProtocols, .diffableDataSourceTypes]
        case .moduleOutput: return [.delegateProperties, .delegateTypes]
        case .presentationLogic: return [.formatterTypes]
        case .state: return [.widgetValues, .collaboratorTypes]
        case .fetchedResults: return [.controllerTypes, .delegateMethods]
        case .webEngine: return [.webViewTypes, .engineCalls]
        }
    }
}

public enum VocabularyKey: String, Codable, CaseIterable, Sendable {
    case navigationCalls, screenFactories, closeCalls, externalOpenCalls
    case lifecycleMethods, dataAccessCalls, dataAccessTypes, dependencyTypes, loadingStartCalls
    /// SDK methods' closure parameter types, as `method: Type, Type` (`addObserver: Notification`).
    case completionTypes
    /// Types of what started work is kept in (`Timer`, `AnyCancellable`), and the calls that stop it (`invalidate`).
    case handleTypes, cancelCalls
    /// Calls that only schedule their closure (`Timer.scheduledTimer`, `asyncAfter`): the data access is inside it.
    case schedulingCalls
    /// Notifications about the screen, not the model (`UIResponder.keyboardWillShowNotification`): observing them is view code.
    case screenNotifications
    /// What styles the screen rather than holding data (`ThemeManager.shared`, `IQKeyboardManager`), whatever a
    /// dependency's name pattern says: reading it is view code.
    case appearanceTypes
    /// List delegate methods that ask for more data as the user scrolls (`tableView(_:willDisplay:forRowAt:)`).
    case pagingMethods
    /// Delegate methods that report what the user does (`searchBar(_:textDidChange:)`): intents, like actions.
    case intentMethods
    case excludedTypes
    case configurationMethods
    case collectionMethods, collectionProtocols
    /// Types of a diffable data source, which feeds the list instead of data source methods.
    case diffableDataSourceTypes
    case delegateProperties, delegateTypes
    case formatterTypes
    /// Widget properties that hold what the user entered, as `Type.property: ValueType` (`UISwitch.isOn: Bool`).
    case widgetValues
    /// What display code sets on UIKit's widgets, as `Type.property: ValueType` (`UILabel.text: String?`), a method by
    /// its first argument (`UISwitch.setOn: Bool`): the type of a value read in the model for a statement that shows it.
    case displayTargets
    /// Framework initializers that may fail, by type and first label (`URL(string:)`, `UIImage(named:)`): what they make
    /// is optional.
    case failableInitializers
    /// What Foundation's properties and methods hand back, as `Type.property -> ResultType` (`URL.path -> String`) or
    /// `Type.method(labels:) -> ResultType` (`UserDefaults.bool(forKey:) -> Bool`): the type of a read the model answers;
    /// and what UIKit's controls say the user chose (`UIPickerView.selectedRow(inComponent:) -> Int`), a value the view hands over.
    case platformResults
    /// Calls reading what the build wrote into the app, by full name (`object(forInfoDictionaryKey:)`): constants, not
    /// data, whatever the data-call vocabulary says of their base name.
    case constantCalls
    /// Types whose values are objects working with the screen, not data it shows (`*ViewModel`, `*Coordinator`).
    case collaboratorTypes
    /// The fetched results controller's type, and the delegate methods the cache tracker takes over.
    case controllerTypes, delegateMethods
    /// Web view types, and the calls that load content into them (the WebEngine's methods).
    case webViewTypes, engineCalls
}

/// An input snippet and where its members must land.
public struct RecipeExample: Codable, Equatable, Sendable {
    public let name: String
    /// Swift source, one element per line (JSON has no multi-line strings).
    public let input: [String]
    /// A whole screen: its migrated module must type-check against the UIKit stand-in.
    public let wholeScreen: Bool
    /// The controller to migrate when the snippet declares several (a base class and its subclass).
    public let className: String?
    public let expect: [ExpectedMember]

    public var source: String { input.joined(separator: "\n") + "\n" }
}

public struct ExpectedMember: Codable, Equatable, Sendable {
    /// Swift function-name form or property name.
    public let member: String
    /// Layers the member's code must reach, e.g. `["view", "presenter", "router"]`; empty when it stays whole, unresolved.
    public let destinations: [Layer]
    /// True when the recipe must decline the member, or a part of it (what leaves is in `destinations`): it is reported.
    public let unresolved: Bool?
}

/// The layers a member's code can land in, shared by every architecture.
public enum Layer: String, Codable, CaseIterable, Sendable, Comparable {
    case view, presenter, interactor
    /// Surf MVP's model: the module's service, which the presenter calls (Surf MVP has no interactor).
    case service
    case router, assembly, entity, adapter, coordinator
    /// The module's generated XCTest files and spies (`--tests`).
    case tests

    public static func < (lhs: Layer, rhs: Layer) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A vocabulary list sorted by the shape of its patterns, so that asking it reads each pattern's fixed part only:
/// exact names in a set, `*Suffix` and `Prefix*` as their text, anything else (`*Theme*`) split at its stars once.
struct CompiledPatterns: Equatable, Sendable {
    private var exact: Set<String> = []
    private var suffixes: [String] = []
    private var prefixes: [String] = []
    private var globs: [Glob] = []

    init(_ patterns: [String]) {
        for pattern in patterns {
            let stars = pattern.utf8.lazy.filter { $0 == UInt8(ascii: "*") }.count
            if stars == 0 {
                exact.insert(pattern)
            } else if stars == 1, pattern.hasPrefix("*") {
                suffixes.append(String(pattern.dropFirst()))
            } else if stars == 1, pattern.hasSuffix("*") {
                prefixes.append(String(pattern.dropLast()))
            } else {
                globs.append(Glob(pattern))
            }
        }
    }

    /// Whether one of the patterns matches `name`, a star standing for any text.
    func matches(_ name: String) -> Bool {
        exact.contains(name)
            || suffixes.contains { name.utf8.count >= $0.utf8.count && name.utf8.suffix($0.utf8.count).elementsEqual($0.utf8) }
            || prefixes.contains { name.utf8.starts(with: $0.utf8) }
            || globs.contains { $0.matches(name) }
    }

    /// A dependency type's name matches, or the dependency its protocol names (`Recipe.dependencyProtocolStem`).
    func matchesDependency(_ name: String) -> Bool {
        matches(name) || Recipe.dependencyProtocolStem(name).map(matches) == true
    }
}

/// A pattern with stars anywhere, split at them once and matched on UTF-8 bytes: names are compared as written,
/// byte for byte, which is what Swift's own `==` on identifiers means (Foundation's search compared them as
/// text, a hundred times slower).
struct Glob: Equatable, Sendable {
    /// The fixed text between the stars: the first is the name's start, the last its end (either may be empty).
    private let parts: [[UInt8]]

    init(_ pattern: String) {
        parts = pattern.utf8.split(separator: UInt8(ascii: "*"), omittingEmptySubsequences: false).map(Array.init)
    }

    func matches(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { matches(bytes: $0) }
    }

    private func matches(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = parts.first, let last = parts.last, parts.count > 1 else { return parts.first.map { bytes.elementsEqual($0) } ?? true }
        guard bytes.count >= first.count + last.count, bytes.starts(with: first), bytes.suffix(last.count).elementsEqual(last) else { return false }
        // The middle parts in order, each found as early as it can be, between the first part and the last.
        var start = first.count
        let end = bytes.count - last.count
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let found = Self.firstIndex(of: part, in: bytes, from: start, before: end) else { return false }
            start = found + part.count
        }
        return true
    }

    private static func firstIndex(of part: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Int? {
        guard end - start >= part.count else { return nil }
        for index in start...(end - part.count) where bytes[index] == part[0] {
            if bytes[index..<(index + part.count)].elementsEqual(part) { return index }
        }
        return nil
    }
}
