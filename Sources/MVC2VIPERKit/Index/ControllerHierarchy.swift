/// The one answer to "is this class a screen?", for a file alone or a whole project: a screen that
/// subclasses the app's `BaseScreen`, which subclasses `UIViewController` three files away, is a controller.
/// The migration's finder, the dashboard's scan and its pre-filter all ask it.
struct ControllerHierarchy: Sendable {
    private var superclassOf: [String: String] = [:]
    /// Every class known, whether or not it has a superclass.
    private var classNames = Set<String>()
    /// Structs, enums, protocols…: a first inherited type among them is no superclass.
    private var otherTypeNames = Set<String>()
    private var overridesLifecycle = Set<String>()
    private var memo: [String: Bool] = [:]

    init(_ files: [FileDeclarations]) {
        for file in files { add(file) }
        resolve()
    }

    /// The hierarchy with `file`'s classes too, when it lacks some (an input outside the project folder).
    func including(_ file: FileDeclarations) -> ControllerHierarchy {
        guard file.classes.contains(where: { !classNames.contains($0.name) }) else { return self }
        var copy = self
        copy.add(file)
        copy.memo = [:]
        copy.resolve()
        return copy
    }

    /// Every controller class known.
    var controllers: Set<String> { Set(memo.filter(\.value).keys) }

    func isController(_ name: String) -> Bool { memo[name] ?? false }

    /// Controllers other controllers subclass: the app's base classes, not screens.
    var baseClasses: Set<String> {
        Set(controllers.compactMap { superclassOf[$0] }).intersection(controllers)
    }

    private mutating func add(_ file: FileDeclarations) {
        for declared in file.classes {
            classNames.insert(declared.name)
            if declared.overridesViewControllerLifecycle { overridesLifecycle.insert(declared.name) }
            // The first declaration wins; files come sorted by path, so the choice is the same every run.
            if let superclass = declared.superclass, superclassOf[declared.name] == nil {
                superclassOf[declared.name] = superclass
            }
        }
        otherTypeNames.formUnion(file.typeNames)
    }

    private mutating func resolve() {
        otherTypeNames.subtract(classNames)
        for name in classNames.sorted() { _ = resolve(name) }
    }

    private mutating func resolve(_ name: String) -> Bool {
        if let known = memo[name] { return known }
        memo[name] = false  // a cycle (`A: B`, `B: A`) is no controller
        let result: Bool
        if let superclass = superclassOf[name] {
            if ControllerFinder.uikitControllers.contains(superclass) {
                result = true
            } else if classNames.contains(superclass) {
                result = resolve(superclass)
            } else {
                // A base class from a dependency (or a file not read) is known by its name (`FormViewController`)
                // or by what its subclass overrides (`viewDidLoad()`).
                result =
                    !otherTypeNames.contains(superclass)
                    && (ControllerFinder.isControllerName(superclass) || overridesLifecycle.contains(name))
            }
        } else {
            result = false
        }
        memo[name] = result
        return result
    }
}
