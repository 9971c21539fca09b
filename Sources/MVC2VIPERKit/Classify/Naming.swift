import SwiftSyntax
/// Turns the controller's names into the nouns the generated protocols are named from.
public enum Naming {
    static let actionVerbs = [
        "reload", "refresh", "load", "fetch", "obtain", "get", "request", "update", "download",
        "retrieve", "read", "setup", "setUp", "configure", "prepare", "start", "perform", "show",
        "open", "handle", "didTap", "didSelect", "didPress", "tap", "on", "did",
    ]
    static let widgetSuffixes = [
        "ButtonTapped", "ButtonClicked", "ButtonClick", "ButtonPressed", "ButtonTap",
        "Tapped", "Clicked", "Pressed", "Action", "Button", "Tap",
    ]

    /// `onDelete` → `Delete`: what a callback named `on…` reports; nil for any other name.
    static func callbackAction(_ name: String) -> String? {
        name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true ? String(name.dropFirst(2)) : nil
    }

    public static func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
    public static func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }

    /// `loadBackgroundImage` → `BackgroundImage`, `reloadWeather` → `Weather`, `didTapOpen` → `Open`.
    public static func noun(fromAction name: String) -> String {
        var rest = strippingFirstPrefix(of: actionVerbs, from: name)
        for suffix in widgetSuffixes where rest.hasSuffix(suffix) && rest.count > suffix.count {
            rest = String(rest.dropLast(suffix.count))
            break
        }
        return upperFirst(rest)
    }

    static let eventPrefixes = ["didTap", "didPress", "didClick", "didChange", "didSelect", "handle", "action", "tap", "did", "on"]
    static let widgetWords = [
        "ValueChanged", "EditingChanged", "DidChange", "Changed", "Tapped", "Tap", "Pressed", "Clicked", "Click",
        "Action", "BarButtonItem", "BarButton", "Button", "RefreshControl", "Control", "Switch", "TextField", "Field",
        "Slider", "Stepper", "SegmentedControl", "Segment", "Item", "GestureRecognizer", "Gesture", "Recognizer",
        "TableView", "Table", "CollectionView", "Collection", "Cell", "View", "Bar",
    ]

    /// The user's intent behind an action, named as Surf MVP asks (`login()`, not `loginButtonClick()`):
    /// `loginButtonTapped` → `Login`, `didTapShareButton` → `Share`, `refreshControlValueChanged` → `Refresh`,
    /// `reloadTable` → `Reload`.
    public static func intent(fromAction name: String) -> String {
        var rest = strippingFirstPrefix(of: eventPrefixes, from: name)
        var changed = true
        while changed {
            changed = false
            for word in widgetWords where rest.hasSuffix(word) && rest.count > word.count {
                rest = String(rest.dropLast(word.count))
                changed = true
                break
            }
        }
        return upperFirst(rest)
    }

    /// The name without the first listed prefix that ends a word (`loadBackground` → `Background`; `loader` stays).
    static func strippingFirstPrefix(of prefixes: [String], from name: String) -> String {
        for prefix in prefixes where name.hasPrefix(prefix) {
            let after = name.dropFirst(prefix.count)
            if let first = after.first, first.isUppercase { return String(after) }
        }
        return name
    }

    /// `contacts` → `contact`, `cities` → `city`, `boxes` → `box`; a name that is not plural gets `Item`.
    /// `Note` → `Notes`, `Category` → `Categories`, `Box` → `Boxes`.
    public static func plural(_ name: String) -> String {
        if name.hasSuffix("y"), let before = name.dropLast().last, !"aeiou".contains(before) { return String(name.dropLast()) + "ies" }
        for ending in ["s", "x", "ch", "sh"] where name.hasSuffix(ending) { return name + "es" }
        return name + "s"
    }

    public static func singular(_ name: String) -> String {
        if name.hasSuffix("ies"), name.count > 3 { return String(name.dropLast(3)) + "y" }
        for ending in ["ses", "xes", "ches", "shes"] where name.hasSuffix(ending) { return String(name.dropLast(2)) }
        if name.hasSuffix("s"), !name.hasSuffix("ss"), name.count > 1 { return String(name.dropLast()) }
        return name + "Item"
    }

    /// `MainMenuSectionType` → `MainMenuSection`, `SettingsRow` → `SettingsRow`.
    public static func noun(fromType name: String) -> String {
        for suffix in ["Type", "Kind"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// `"Quarters"` → `Quarters`, `"show-detail"` → `ShowDetail`, `"agplacescategorieslist"` → `Agplacescategorieslist`.
    public static func noun(fromLiteral text: String) -> String {
        let words = text.split { !$0.isLetter && !$0.isNumber }
        let joined = words.map { upperFirst(String($0)) }.joined()
        guard let first = joined.first, first.isLetter else { return "" }
        return joined
    }

    /// A parameter named for its type: `Transaction` → `transaction`, `[Transaction]` → `transactions`,
    /// `(String) -> Bool` → `handler`; a type no word names (`[String: String]`) → `value`.
    public static func parameterName(forType type: TypeSyntax) -> String {
        var type = TypeText.unwrapped(type.as(AttributedTypeSyntax.self)?.baseType ?? type)
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if type.is(FunctionTypeSyntax.self) { return "handler" }
        if let array = type.as(ArrayTypeSyntax.self) {
            let element = parameterName(forType: array.element)
            return ["value", "handler"].contains(element) ? "values" : plural(element)
        }
        let name = lowerFirst(TypeText.baseName(type.trimmedText))
        return isIdentifier(name) && !SyntaxFactory.isReserved(name) ? name : "value"
    }

    /// Swift identifiers: a letter or underscore, then letters, digits, underscores.
    public static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !text.contains(where: { !$0.isASCII })
    }
}
