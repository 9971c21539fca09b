/// The project's classes and what they subclass, across files: a screen that subclasses the app's
/// `BaseScreen`, which subclasses `UIViewController` three files away, is a controller.
struct ControllerHierarchy {
    private var superclassOf: [String: String] = [:]
    /// Every class of the project, whether or not it has a superclass.
    private var classNames = Set<String>()
    /// Structs, enums, protocols…: a first inherited type among them is no superclass.
    private var otherTypeNames = Set<String>()
    private var overridesLifecycle = Set<String>()
    private var memo: [String: Bool] = [:]

    init(_ files: [IndexedFile]) {
        for file in files {
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
        otherTypeNames.subtract(classNames)
        for name in classNames.sorted() { _ = isController(name) }
    }

    /// Every controller class of the project.
    var controllers: Set<String> { Set(memo.filter(\.value).keys) }

    /// Controllers other controllers of the project subclass: the app's base classes, not screens.
    var baseClasses: Set<String> {
        Set(controllers.compactMap { superclassOf[$0] }).intersection(controllers)
    }

    private mutating func isController(_ name: String) -> Bool {
        if let known = memo[name] { return known }
        memo[name] = false // a cycle (`A: B`, `B: A`) is no controller
        let result: Bool
        if let superclass = superclassOf[name] {
            if ControllerFinder.uikitControllers.contains(superclass) {
                result = true
            } else if classNames.contains(superclass) {
                result = isController(superclass)
            } else {
                // A base class from a dependency is known by its name (`FormViewController`) or by what
                // its subclass overrides (`viewDidLoad()`).
                result = !otherTypeNames.contains(superclass)
                    && (ControllerFinder.isControllerName(superclass) || overridesLifecycle.contains(name))
            }
        } else {
            result = false
        }
        memo[name] = result
        return result
    }
}
