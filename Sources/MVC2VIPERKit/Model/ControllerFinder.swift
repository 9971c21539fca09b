import SwiftSyntax

/// Finds the view controllers of a file and models them.
public enum ControllerFinder {
    /// UIKit classes whose subclasses are screens.
    static let uikitControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UISplitViewController", "UITabBarController", "UINavigationController", "UISearchController",
        "UIInputViewController", "UIDocumentViewController",
    ]

    /// Every controller class of the file, outermost first, in source order.
    public static func controllers(in source: ParsedSource) -> [ControllerModel] {
        controllers(in: SourceSet(source))
    }

    /// Every controller class of the set's input file, each with its extensions in every file of the set.
    static func controllers(in sources: SourceSet, hierarchy: ControllerHierarchy? = nil) -> [ControllerModel] {
        let (collector, declarations) = controllerDeclarations(in: sources.primary, hierarchy: hierarchy)
        return declarations.map { decl in
            model(decl, extensions: extensions(of: decl.name.text, in: collector, sources: sources), source: sources)
        }
    }

    /// The controller classes of `source`, unmodelled, and the walk that found them. `hierarchy`: the project's,
    /// which knows base classes other files declare (`FeedScreen: BaseScreen`); without one, the file's own.
    static func controllerDeclarations(in source: ParsedSource, hierarchy: ControllerHierarchy?) -> (DeclarationCollector, [ClassDeclSyntax]) {
        let collector = DeclarationCollector()
        collector.walk(source.tree)
        let file = collector.finished()
        let known = hierarchy?.including(file) ?? ControllerHierarchy([file])
        return (collector, collector.classes.filter { known.isController($0.name.text) })
    }

    /// Extensions of `name`: those of the input file (walked into `collector`), then those of the set's other files.
    static func extensions(of name: String, in collector: DeclarationCollector, sources: SourceSet) -> [ExtensionDeclSyntax] {
        collector.extensions.filter { simpleName($0.extendedType) == name } + otherFileExtensions(of: name, in: sources)
    }

    /// Extensions of `name` in the set's files other than the input.
    private static func otherFileExtensions(of name: String, in sources: SourceSet) -> [ExtensionDeclSyntax] {
        sources.extensionFiles.flatMap { file -> [ExtensionDeclSyntax] in
            let collector = DeclarationCollector()
            collector.walk(file.tree)
            return collector.extensions.filter { simpleName($0.extendedType) == name }
        }
    }

    /// Any class of the file by its name, controller or not: what `--class` names, when the app's base
    /// class (`final class Settings: AppScreen`) is declared in another file.
    public static func model(ofClassNamed name: String, in source: ParsedSource) -> ControllerModel? {
        model(ofClassNamed: name, in: SourceSet(source))
    }

    public static func model(ofClassNamed name: String, in sources: SourceSet) -> ControllerModel? {
        let collector = DeclarationCollector()
        collector.walk(sources.primary.tree)
        guard let decl = collector.classes.first(where: { $0.name.text == name }) else { return nil }
        return model(decl, extensions: extensions(of: name, in: collector, sources: sources), source: sources)
    }

    /// `decl`, a class of the set's input file, with its extensions in every file of the set.
    static func model(_ decl: ClassDeclSyntax, in sources: SourceSet) -> ControllerModel {
        let collector = DeclarationCollector()
        collector.walk(sources.primary.tree)
        return model(decl, extensions: extensions(of: decl.name.text, in: collector, sources: sources), source: sources)
    }

    /// Methods only a `UIViewController` has: a class that overrides one subclasses a controller,
    /// whatever its base class is called and wherever that is declared.
    static let viewControllerLifecycle: Set<String> = [
        "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "prepare",
    ]

    static func overridesViewControllerLifecycle(_ decl: ClassDeclSyntax, extensions: [ExtensionDeclSyntax]) -> Bool {
        ([decl.memberBlock] + extensions.map(\.memberBlock)).contains { block in
            block.members.contains { item in
                guard let function = item.decl.as(FunctionDeclSyntax.self), viewControllerLifecycle.contains(function.name.text),
                    function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
                else { return false }
                // `prepare(for:sender:)`, not any `prepare`.
                return function.name.text != "prepare" || function.signature.parameterClause.parameters.first?.firstName.text == "for"
            }
        }
    }

    /// SDK classes named `…Controller` that are not screens.
    static let nonScreenControllers: Set<String> = [
        "NSFetchedResultsController", "UIPresentationController", "UIPopoverPresentationController",
        "UIDocumentInteractionController", "UIPrintInteractionController", "UIMenuController",
        "NSArrayController", "NSObjectController", "NSTreeController", "NSWindowController",
    ]

    /// App base classes are named `…Controller` (`BaseViewController`, `AppTableViewController`).
    static func isControllerName(_ name: String) -> Bool {
        let last = TypeText.baseName(name)
        guard !nonScreenControllers.contains(last) else { return false }
        return uikitControllers.contains(last) || last.hasSuffix("ViewController") || last.hasSuffix("Controller")
    }

    static func superclassName(of decl: ClassDeclSyntax) -> String? {
        guard let first = decl.inheritanceClause?.inheritedTypes.first else { return nil }
        return first.type.trimmedText
    }

    static func simpleName(_ type: TypeSyntax) -> String {
        // The common shapes without printing the type: the dashboard asks this of every inherited type.
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        let text = type.trimmedText
        let withoutGenerics = text.split(separator: "<").first.map(String.init) ?? text
        return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
    }

    static func model(_ decl: ClassDeclSyntax, extensions: [ExtensionDeclSyntax], source: SourceSet) -> ControllerModel {
        var items: [(MemberBlockItemSyntax, Int?, Bool)] = []
        flatten(decl.memberBlock.members, extensionIndex: nil, conditional: false, into: &items)
        for (index, ext) in extensions.enumerated() {
            flatten(ext.memberBlock.members, extensionIndex: index, conditional: false, into: &items)
        }
        let names = Set(items.compactMap { MemberBuilder.baseName(of: $0.0.decl) })
        let overloads = OwnOverloads(items.map(\.0.decl))
        let members = items.flatMap { item, extensionIndex, conditional in
            MemberBuilder.members(
                of: item.decl, extensionIndex: extensionIndex, conditional: conditional,
                memberNames: names, ownOverloads: overloads, source: source)
        }
        let inherited = ([decl.inheritanceClause] + extensions.map(\.inheritanceClause))
            .compactMap { $0 }
            .flatMap { $0.inheritedTypes.map { $0.type.trimmedText } }
        return ControllerModel(
            name: decl.name.text,
            superclassName: superclassName(of: decl) ?? "",
            adoptedProtocols: Array(inherited.dropFirst()),
            path: source.source(of: decl).path,
            line: source.line(of: decl.classKeyword),
            declaration: decl,
            extensions: extensions,
            members: members
        )
    }

    private static func flatten(
        _ list: MemberBlockItemListSyntax, extensionIndex: Int?, conditional: Bool,
        into items: inout [(MemberBlockItemSyntax, Int?, Bool)]
    ) {
        for item in list {
            if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let nested)? = clause.elements {
                        flatten(nested, extensionIndex: extensionIndex, conditional: true, into: &items)
                    }
                }
            } else {
                items.append((item, extensionIndex, conditional))
            }
        }
    }
}
