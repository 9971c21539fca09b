import Foundation

/// The recipes a migration applies: the built-in ones, plus or overridden by a team's directory.
public struct RecipeCatalog: Sendable {
    public let recipes: [Recipe]
    /// Each engine's recipes, in catalog order: recipes ask the catalog of almost every name a controller mentions,
    /// and filtering the whole list each time cost a tenth of a dashboard run.
    private let byMatcher: [MatcherKind: [Recipe]]
    /// The types the vocabularies give framework members, parsed once: every classification reads them, and parsing
    /// them for each was a twentieth of a dashboard run.
    let typedVocabulary: TypeInference.Vocabulary

    public init(recipes: [Recipe]) {
        self.recipes = recipes
        let byMatcher = Dictionary(grouping: recipes, by: \.matcher)
        self.byMatcher = byMatcher
        typedVocabulary = TypeInference.Vocabulary(
            lifecycleFetch: byMatcher[.lifecycleFetch] ?? [], state: byMatcher[.state] ?? [])
    }

    /// Built-in recipes, compiled into the binary so an installed tool needs no files beside it. Every run loads them,
    /// so they are decoded without the schema check a team's file gets (the built-ins are the `Recipes/` files, which
    /// `RecipeCatalogTests` checks) and, unless asked for, without their examples (they are the tests' business):
    /// the check and the examples were ten milliseconds of every run.
    public static func builtin(withExamples: Bool = false) throws -> RecipeCatalog {
        let decoder = JSONDecoder()
        decoder.userInfo[.skipsRecipeExamples] = !withExamples
        let recipes = try BuiltinRecipes.files.map { name, json in
            do {
                return try decoder.decode(Recipe.self, from: Data(json.utf8))
            } catch {
                throw MigrationError.invalidRecipe(file: name, reason: "\(error)")
            }
        }
        return RecipeCatalog(recipes: recipes)
    }

    /// Built-ins with every `*.json` of `directory` added; a file whose id matches a built-in replaces it.
    public static func load(overridesIn directory: String?) throws -> RecipeCatalog {
        var recipes = try builtin().recipes
        guard let directory else { return RecipeCatalog(recipes: recipes) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MigrationError.invalidRecipe(file: directory, reason: "not a directory of recipe files")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".json") }
            .sorted()
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw MigrationError.invalidRecipe(file: path, reason: "cannot be read")
            }
            let recipe = try decode(data, file: path)
            if let index = recipes.firstIndex(where: { $0.id == recipe.id }) {
                recipes[index] = recipe
            } else {
                recipes.append(recipe)
            }
        }
        return RecipeCatalog(recipes: recipes)
    }

    public func recipes(for matcher: MatcherKind) -> [Recipe] { byMatcher[matcher] ?? [] }

    /// The id evidence cites for `matcher`: its first recipe's, or the matcher's own name when a catalog has none.
    public func evidenceID(_ matcher: MatcherKind) -> String { byMatcher[matcher]?.first?.id ?? matcher.rawValue }

    /// True when any recipe of `matcher` has `name` under `key`.
    public func matches(_ matcher: MatcherKind, _ key: VocabularyKey, _ name: String) -> Bool {
        recipeID(matcher, key, name) != nil
    }

    /// The id of the first recipe of `matcher` whose vocabulary has `name` under `key` (and not under `excluded`).
    public func recipeID(_ matcher: MatcherKind, _ key: VocabularyKey, _ name: String, unless excluded: VocabularyKey? = nil) -> String? {
        byMatcher[matcher]?.first { recipe in recipe.matches(key, name) && !(excluded.map { recipe.matches($0, name) } ?? false) }?.id
    }

    static let requiredKeys = ["id", "title", "source", "matcher", "summary", "vocabulary", "examples"]

    /// Decodes one recipe, naming the key that is wrong rather than echoing a decoder trace.
    static func decode(_ data: Data, file: String) throws -> Recipe {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw MigrationError.invalidRecipe(file: file, reason: "not valid JSON")
        }
        guard let dictionary = object as? [String: Any] else {
            throw MigrationError.invalidRecipe(file: file, reason: "top level must be an object")
        }
        for key in dictionary.keys.sorted() where !requiredKeys.contains(key) {
            throw MigrationError.invalidRecipe(file: file, reason: "unknown key '\(key)'")
        }
        for key in requiredKeys where dictionary[key] == nil {
            throw MigrationError.invalidRecipe(file: file, reason: "missing key '\(key)'")
        }
        guard let matcherName = dictionary["matcher"] as? String, let matcher = MatcherKind(rawValue: matcherName) else {
            let known = MatcherKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw MigrationError.invalidRecipe(file: file, reason: "key 'matcher' must be one of \(known)")
        }
        guard let vocabulary = dictionary["vocabulary"] as? [String: Any] else {
            throw MigrationError.invalidRecipe(file: file, reason: "key 'vocabulary' must be an object of string lists")
        }
        for (key, value) in vocabulary.sorted(by: { $0.key < $1.key }) {
            guard let vocabularyKey = VocabularyKey(rawValue: key), matcher.vocabularyKeys.contains(vocabularyKey) else {
                let allowed = matcher.vocabularyKeys.map(\.rawValue).sorted().joined(separator: ", ")
                throw MigrationError.invalidRecipe(
                    file: file, reason: "key 'vocabulary.\(key)' is not read by matcher \(matcherName) (allowed: \(allowed))")
            }
            guard value is [String] else {
                throw MigrationError.invalidRecipe(file: file, reason: "key 'vocabulary.\(key)' must be a list of strings")
            }
        }
        do {
            return try JSONDecoder().decode(Recipe.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw MigrationError.invalidRecipe(file: file, reason: "missing key '\(path(context.codingPath + [key]))'")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw MigrationError.invalidRecipe(file: file, reason: "key '\(path(context.codingPath))' has the wrong type")
        } catch let DecodingError.dataCorrupted(context) {
            throw MigrationError.invalidRecipe(file: file, reason: "key '\(path(context.codingPath))': \(context.debugDescription)")
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            .replacingOccurrences(of: ".[", with: "[")
    }
}
