import SwiftSyntax

/// What every recipe engine needs to know about the controller under migration.
struct ClassificationContext {
    /// What is fixed once the context is made, held by reference: every matcher, lifter and finder keeps a copy of the
    /// context, and a copy of a struct of twenty fields retained each one (4% of a large screen's migration).
    private final class Fixed {
        let source: SourceSet
        let controller: ControllerModel
        let catalog: RecipeCatalog
        let inference: TypeInference
        let inheritsUnknownBase: Bool
        let appBaseClasses: [TypeTable.TypeInfo]
        let inheritedMembers: Set<String>
        let ownOverloads: OwnOverloads
        let singletonAliases: SingletonAliases
        let filePrivateNames: Set<String>
        let filePrivateMembers: Set<String>
        let navigationHelpers: Set<String>
        let referenceMemo = MemoTable<ReferenceKey, References>()
        let dataAccessMemo = MemoTable<SyntaxIdentifier, (String, Syntax)?>()
        let inputTrees: Set<SyntaxIdentifier>
        let memberWordMemo = MemoTable<Bool, [MemberWords]>()

        init(source: SourceSet, controller: ControllerModel, catalog: RecipeCatalog) {
            let types = source.types
            filePrivateNames = source.filePrivateNames(besides: controller.name)
            filePrivateMembers = source.filePrivateExtensionMembers(besides: controller.name)
            self.source = source
            self.controller = controller
            inputTrees = Set(source.files.map(\.tree.id))
            self.catalog = catalog
            ownOverloads = controller.ownOverloads
            singletonAliases = SingletonAliases(controller.members.map(\.declaration))
            var bases: [TypeTable.TypeInfo] = []
            var inherited: Set<String> = []
            var base = controller.superclassName
            while let info = types[TypeText.baseName(base)], info.isClass, !bases.contains(where: { $0.name == info.name }) {
                bases.append(info)
                inherited.formUnion(info.otherMembers.union(info.storedProperties.map(\.name)))
                guard let next = info.superclass else { break }
                base = next
            }
            // Where the app's chain reaches UIKit's, what the project's extensions add to UIKit's controllers is inherited
            // too: `showAlert(title:message:)` of an `extension UIViewController` means the screen, wherever it is called.
            for uikit in ClassificationContext.uikitAncestry(of: TypeText.baseName(base)) { inherited.formUnion(types.extensionMembers(of: uikit)) }
            let farthest = TypeText.baseName(bases.last?.superclass ?? controller.superclassName)
            inheritsUnknownBase = !TypeTable.isUIKitType(farthest) && types[farthest] == nil
            inherited.subtract(controller.memberBaseNames)
            appBaseClasses = bases
            inheritedMembers = inherited
            navigationHelpers = ClassificationContext.navigationHelpers(types.viewControllerExtensionCalls, catalog: catalog)
                .subtracting(controller.memberBaseNames)
            // What the user enters in widgets has known types (the state recipe lists them).
            inference = TypeInference(
                fileTypes: types, controller: controller,
                platformMembers: catalog.typedVocabulary.widgetValues, displayTargets: catalog.typedVocabulary.displayTargets,
                failableInitializers: catalog.typedVocabulary.failableInitializers, platformResults: catalog.typedVocabulary.platformResults)
        }
    }
    private let fixed: Fixed

    var source: SourceSet { fixed.source }
    var controller: ControllerModel { fixed.controller }
    var catalog: RecipeCatalog { fixed.catalog }
    /// The types of the project (or of the input file alone).
    var types: TypeTable { fixed.source.types }
    var inference: TypeInference { fixed.inference }
    /// Members found to be dependencies (filled by the dependency pass, read by the later ones).
    var dependencyNames: Set<String> = [] {
        didSet { (stateNames, subscriptionStorage, derivedValueNames) = Self.stateAndSubscriptions(self) }
    }
    /// Dependencies the controller's creator hands it (`init(store:)`, a slot it fills): the view keeps them.
    var injectedDependencyNames: Set<String> = []
    /// Stored properties that hold data rather than views or dependencies.
    private(set) var stateNames: Set<String> = []
    /// Getter-only properties worked out from that state alone (`var params: [String: Any] { ["progress": progress] }`):
    /// code reading one may take its value along, as it takes state's.
    private(set) var derivedValueNames: Set<String> = []
    /// The superclass is an app base class declared in another file, whose methods the file cannot see (known once the
    /// chain of base classes is: the recipes ask it of nearly every statement).
    var inheritsUnknownBase: Bool { fixed.inheritsUnknownBase }
    /// The app's base classes the controller inherits from that the project declares, nearest first.
    var appBaseClasses: [TypeTable.TypeInfo] { fixed.appBaseClasses }
    /// Their members: calls of them are the screen's own API, as UIKit's are.
    var inheritedMembers: Set<String> { fixed.inheritedMembers }

    /// The declared type of a stored property the controller inherits from an app base class (`var data: ContentWrapper`);
    /// nil for one typed by the base's generic parameter (`var datasource: DS?`), which no other file can name.
    func inheritedStoredPropertyType(_ name: String) -> TypeSyntax? {
        for info in appBaseClasses {
            guard let type = info.storedProperties.first(where: { $0.name == name })?.type else { continue }
            return TypeText.names(in: type).isDisjoint(with: info.genericParameters) ? type : nil
        }
        return nil
    }
    /// Where Combine subscriptions are kept (`cancellables`): whoever subscribes keeps its own.
    private(set) var subscriptionStorage: Set<String> = []
    /// The controller's methods named like UIKit's (`func dismiss()`).
    private var ownOverloads: OwnOverloads { fixed.ownOverloads }
    /// Locals naming a shared instance (`let defaults = UserDefaults.standard`): their uses read what it reads.
    var singletonAliases: SingletonAliases { fixed.singletonAliases }
    /// What the controller's files keep private at file level (`private let pageSize = 20`): code reading it stays.
    var filePrivateNames: Set<String> { fixed.filePrivateNames }
    /// What the controller's files add to other types privately (`private extension UserDefaults { var lastSync … }`).
    var filePrivateMembers: Set<String> { fixed.filePrivateMembers }
    /// The methods the project's extensions add to every view controller that navigate (`push(module:)`, whose body
    /// pushes, or calls another that does): called on the screen, they navigate as UIKit's own calls do.
    var navigationHelpers: Set<String> { fixed.navigationHelpers }
    /// `references`, by node and locals, for the nodes of the input's own trees (which the source keeps alive): what an
    /// answer depends on besides (the controller's members, the inherited ones) is fixed for a context and its copies.
    /// Every pass asks of the same statements — a third of the walks of a large screen's plan were repeats.
    private var referenceMemo: MemoTable<ReferenceKey, References> { fixed.referenceMemo }
    /// `dataAccessMatch`, by node of the input's trees.
    private var dataAccessMemo: MemoTable<SyntaxIdentifier, (String, Syntax)?> { fixed.dataAccessMemo }
    private var inputTrees: Set<SyntaxIdentifier> { fixed.inputTrees }

    private struct ReferenceKey: Hashable {
        let node: SyntaxIdentifier
        let locals: Set<String>
    }
    /// The words of each member, in the controller's order (one entry: the controller is fixed for a context).
    private var memberWordMemo: MemoTable<Bool, [MemberWords]> { fixed.memberWordMemo }

    init(source: SourceSet, controller: ControllerModel, catalog: RecipeCatalog) {
        fixed = Fixed(source: source, controller: controller, catalog: catalog)
        (stateNames, subscriptionStorage, derivedValueNames) = Self.stateAndSubscriptions(self)
    }

    /// A UIKit controller class and the classes it is built on, as far as a controller's code reaches them.
    static func uikitAncestry(of name: String) -> [String] {
        guard name.hasPrefix("UI"), name.hasSuffix("Controller") else { return [] }
        return (name == "UIViewController" ? [] : [name]) + ["UIViewController", "UIResponder", "NSObject"]
    }

    func references(_ node: some SyntaxProtocol, locals: Set<String> = []) -> References {
        let node = Syntax(node)
        let collect = {
            ReferenceCollector.collect(
                in: node, memberNames: controller.memberBaseNames, knownLocals: locals, unknownBase: inheritsUnknownBase,
                inheritedMembers: inheritedMembers, ownOverloads: ownOverloads)
        }
        return kept(in: referenceMemo, ReferenceKey(node: node.id, locals: locals), about: node, collect)
    }

    /// `make`'s answer about `node`, kept in `table` when the node is one of the input's trees, which the source keeps
    /// alive (see `MemoTable`); a rewritten copy is asked about once, and kept alive by nothing else: worked out anew.
    private func kept<Key, Value>(in table: MemoTable<Key, Value>, _ key: Key, about node: Syntax, _ make: () -> Value) -> Value {
        guard inputTrees.contains(node.root.id) else { return make() }
        return table.value(for: key, make)
    }

    /// A member's tokens, read once per context: passes that look for a word across the controller (`removeObserver`,
    /// a method named by `#selector`, every `Task` calling a helper) read only the members holding it.
    struct MemberWords {
        /// Every token's text.
        var tokens: Set<String> = []
        /// How often each name is referred to (`load` in `load()` or `#selector(load)`).
        var referenceCounts: [String: Int] = [:]
    }

    private var memberWords: [MemberWords] {
        memberWordMemo.value(for: true) {
            controller.members.map { member in
                member.declaration.tokens(viewMode: .sourceAccurate).reduce(into: MemberWords()) { words, token in
                    let text = token.text
                    words.tokens.insert(text)
                    // The parent first: it is cheaper to ask than the token's kind, which only a read's name needs.
                    if token.parent?.is(DeclReferenceExprSyntax.self) == true, case .identifier = token.tokenKind {
                        words.referenceCounts[text, default: 0] += 1
                    }
                }
            }
        }
    }

    /// The members with a token reading `word`.
    func members(mentioning word: String) -> [MemberModel] {
        zip(controller.members, memberWords).compactMap { member, words in words.tokens.contains(word) ? member : nil }
    }

    /// How often the members other than those named `memberName` refer to `name` (`load` in `Task { await load() }`,
    /// `#selector(load)`).
    func referenceCount(of name: String, outside memberName: String) -> Int {
        zip(controller.members, memberWords).reduce(0) { total, pair in
            pair.0.name == memberName ? total : total + (pair.1.referenceCounts[name] ?? 0)
        }
    }

    func line(_ node: some SyntaxProtocol) -> Int { source.line(of: node) }

    /// One line of source for evidence: the node's first line, trimmed.
    func snippet(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedText
        let firstLine = String(text.firstLine)
        return firstLine.count > 100 ? String(firstLine.prefix(97)) + "..." : firstLine
    }

    /// The first UIKit type, or app class built on one, that `nodes` name.
    func uiKitTypeNamed(in nodes: [some SyntaxProtocol]) -> String? {
        for token in nodes.lazy.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
            guard case .identifier = token.tokenKind, token.text.first?.isUppercase == true, types.isUIKitType(token.text) else { continue }
            return token.text
        }
        return nil
    }

    /// `addObserver(…, name: UIResponder.keyboardWillShowNotification, …)` and other notifications about the screen.
    func observesScreenNotification(_ call: FunctionCallExprSyntax) -> Bool {
        Self.observesScreenNotification(call, catalog: catalog)
    }

    /// `addObserver(…, name: UIResponder.keyboardWillShowNotification, …)`, `publisher(for: UIApplication.didBecomeActiveNotification)`,
    /// `notifications(named: …)`: listening to what happens to the screen, which reads no model.
    static func observesScreenNotification(_ call: FunctionCallExprSyntax, catalog: RecipeCatalog) -> Bool {
        let labels: [String: Set<String>] = ["addObserver": ["name", "forName"], "publisher": ["for"], "notifications": ["named"]]
        guard let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, let accepted = labels[method],
            let name = call.arguments.first(where: { $0.label.map { accepted.contains($0.text) } ?? false })?.expression
        else { return false }
        let text = name.trimmedText.hasPrefix(".") ? String(name.trimmedText.dropFirst()) : name.trimmedText
        return catalog.matches(.lifecycleFetch, .screenNotifications, text)
    }

    /// `NotificationCenter.default.removeObserver(token)`, `Store.unsubscribe(self)`: ending a registration, whoever
    /// registered, reads no data; where the registration moved, the recipe that moved it moves this too.
    static func isUnregistration(_ call: FunctionCallExprSyntax) -> Bool {
        guard let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        return method.hasPrefix("unsubscribe") || method.hasPrefix("unregister")
            || method.hasPrefix("remove") && ["Observer", "Listener", "Subscriber"].contains(where: method.hasSuffix)
    }

    /// `WebPages.shared.present(url, inController: self)`: the controller handed to an app helper's parameter of a
    /// view controller's type, to present on. The helper opens a screen as `present` does: navigation, not data
    /// access, whatever the helper's name says.
    /// Only a helper reached through its type (`WebPages.shared`, `Banner.show(…)`): a delegate handed the controller
    /// (`delegate?.didPressHelp(in: self)`) tells this module's output, which is no navigation of its own.
    /// So is an app's navigator the screen holds, of a class the project declares (`application.viewRouter.navigateTo(stop:
    /// from: self)`): a class, not a protocol a delegate answers to.
    func presentsThroughHelper(_ call: FunctionCallExprSyntax) -> Bool {
        if Self.presentsThroughHelper(call, types: types) { return true }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
            let root = Self.rootName(of: base), root == "self" || controller.member(named: root)?.kind == .storedProperty,
            let receiver = inference.type(of: base, locals: [:]), let info = types[TypeText.baseName(TypeText.unwrapped(receiver).trimmedText)],
            info.kind == .class, !types.keepsViews(info.name), !types.isUIKitType(info.name)
        else { return false }
        let labels = Self.labelsHandingSelf(call)
        return !labels.isEmpty && types.takesViewController(info, method: access.declName.baseName.text, labels: labels)
    }

    static func presentsThroughHelper(_ call: FunctionCallExprSyntax, types: TypeTable) -> Bool {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
            Self.rootName(of: base)?.first?.isUppercase == true
        else { return false }
        let labels = labelsHandingSelf(call)
        return !labels.isEmpty && types.takesViewController(method: access.declName.baseName.text, labels: labels)
    }

    /// The labels (`_` for none) under which `call` hands over the controller itself.
    private static func labelsHandingSelf(_ call: FunctionCallExprSyntax) -> Set<String> {
        // Asked of most calls of a screen, which hand over no `self`: nothing is allocated for those.
        var labels: Set<String> = []
        for argument in call.arguments where ReferenceCollector.isSelf(argument.expression) { labels.insert(argument.label?.text ?? "_") }
        return labels
    }

    /// The name a chain starts from: `WebPages` of `WebPages.shared`, `Router` of `Router(…).open`.
    static func rootName(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let chain = current.as(OptionalChainingExprSyntax.self) {
                current = chain.expression
            } else {
                return nil
            }
        }
    }

    /// The types the controller nests that code outside it can name through it (`FeedViewController.Section`): not
    /// private, in a controller without generic parameters.
    var reachableNestedTypes: Set<String> {
        controller.qualifiableNestedTypeNames.filter { name in !controller.members(withBaseName: name).contains { $0.kind == .nestedType && $0.isPrivate } }
    }

    /// A call that opens or closes a screen by the navigation recipes' vocabulary (`present`, `dismiss`).
    func isTransitionCall(_ name: String) -> Bool {
        Self.isTransitionCall(name, catalog: catalog)
    }

    static func isTransitionCall(_ name: String, catalog: RecipeCatalog) -> Bool {
        catalog.matches(.navigation, .navigationCalls, name) || catalog.matches(.navigation, .closeCalls, name)
    }

    /// The helpers among `calls` (what each extension method calls) that make a transition, directly or through
    /// another helper.
    private static func navigationHelpers(_ calls: [String: Set<String>], catalog: RecipeCatalog) -> Set<String> {
        var found = Set(calls.filter { $0.value.contains { isTransitionCall($0, catalog: catalog) } }.keys)
        while true {
            let more = Set(calls.filter { !found.contains($0.key) && !$0.value.isDisjoint(with: found) }.keys)
            if more.isEmpty { return found }
            found.formUnion(more)
        }
    }

    /// Whether a type name is a dependency for the lazy-dependency recipes (and not UI).
    func isDependencyType(_ typeName: String) -> String? {
        Self.isDependencyType(typeName, types: types, catalog: catalog)
    }

    /// `isDependencyType(_:)` for code that has the project's types and the recipes but no controller (the questionnaire).
    static func isDependencyType(_ typeName: String, types: TypeTable, catalog: RecipeCatalog) -> String? {
        // The app's own view or controller (`RedeemContainer: UIView`) is UI, whatever its name says, and so is a
        // protocol only screens adopt (`protocol AppContext where Self: UIViewController`); an enum is a value (`Sync.Service.dropbox`).
        guard !types.lineage(of: typeName).dropFirst().contains(where: Self.isViewType),
            !catalog.matches(.lifecycleFetch, .appearanceTypes, typeName),
            !types.isScreenProtocol(typeName), !types.isPlainValueType(typeName)
        else { return nil }
        guard let recipe = catalog.recipeID(.lazyDependency, .dependencyTypes, typeName, unless: .excludedTypes) else { return nil }
        // Asked only of names the vocabulary takes for a dependency: it reads the type's properties.
        return types.keepsViews(typeName) ? nil : recipe
    }

    /// `Cache.log`, `ImageCache.placeholder`, `RegionsService.refreshKey`: a constant the type declares (`static let`)
    /// reads nothing of its data, unless it is the shared instance itself or another service.
    static func readsConstant(of typeName: String, _ node: some SyntaxProtocol, types: TypeTable, catalog: RecipeCatalog) -> Bool {
        guard let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id,
            let info = types[typeName]
        else { return false }
        let member = access.declName.baseName.text
        guard info.staticConstants.contains(member), !singletonAccessors.contains(member), member != "current" else { return false }
        guard let type = info.memberType(member) else { return true }
        let written = TypeText.baseName(type.trimmedText)
        return written != typeName && isDependencyType(written, types: types, catalog: catalog) == nil
            && catalog.recipeID(.lifecycleFetch, .dataAccessTypes, written) == nil
    }

    /// The dependency type whose object `expression` is, made or fetched whole: `SearchHistoryStore()`,
    /// `Database.shared`, `AccountsManager.shared()`. A read of its data (`Database.shared.items`) is not the object.
    func madeDependencyType(_ expression: ExprSyntax) -> String? {
        var current = expression
        if let call = current.as(FunctionCallExprSyntax.self), call.trailingClosure == nil { current = call.calledExpression }
        if let reference = current.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true && isDependencyType(name) != nil ? name : nil
        }
        guard let access = current.as(MemberAccessExprSyntax.self), Self.singletonAccessors.contains(access.declName.baseName.text),
            let base = access.base
        else { return nil }
        // `Accounts.shared` or `App.Accounts.shared`: the type is the last name of the base.
        let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, name.first?.isUppercase == true, isDependencyType(name) != nil else { return nil }
        return name
    }

    /// `SyncManager` of `SyncManager.RecordType.game`, in code or in a type: the name only says where the member type
    /// is declared.
    static func namespacesMemberType(_ name: TokenSyntax) -> Bool {
        guard name.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period,
            let member = name.nextToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
        else { return false }
        return member.text.first?.isUppercase == true
    }

    /// What a shared instance is reached by.
    static let singletonAccessors: Set = ["shared", "default", "standard", "instance", "sharedInstance", "sharedManager", "main"]

    /// A type that styles the screen (`ThemeManager`): view code, never data access or a dependency.
    func isAppearanceType(_ typeName: String) -> Bool {
        catalog.matches(.lifecycleFetch, .appearanceTypes, typeName)
    }

    /// The data-access evidence in a piece of code, if any: the recipe and the syntax that matched.
    func dataAccess(in node: some SyntaxProtocol, references: References) -> Evidence? {
        if let (recipe, syntax) = dataAccessMatch(in: Syntax(node)) {
            return Evidence(recipe: recipe, line: line(syntax), syntax: snippet(syntax))
        }
        // Using a dependency reads data; setting one (an injecting initializer) does not, nor handing it whole to an
        // object that helps the screen (`MediaPicker(dcContext: dcContext, navigationController: navigationController)`).
        for name in references.selfMembersRead.union(references.selfMembersCalled).intersection(dependencyNames).sorted()
        where !handsOnlyToScreenHelpers(name, in: node) {
            if let recipe = catalog.recipes(for: .lifecycleFetch).first {
                return Evidence(recipe: recipe.id, line: line(node), syntax: "\(name) (a dependency): " + snippet(node))
            }
        }
        return nil
    }

    /// What in `node` names data access by itself (a call, a type, a shared instance), as `DataAccessFinder` finds it:
    /// that reads only what a context never changes (the controller, the catalog, the types), so it is kept per node of
    /// the input's trees, which the passes ask about again and again.
    private func dataAccessMatch(in node: Syntax) -> (String, Syntax)? {
        let find = {
            let finder = DataAccessFinder(context: self)
            finder.walk(node)
            return finder.match
        }
        return kept(in: dataAccessMemo, node.id, about: node, find)
    }

    /// Whether code touches the screen: controller members that are not dependencies, inherited
    /// controller API, or `self` handed out as a value.
    func touchesUI(_ references: References, allowing allowed: Set<String> = []) -> Bool {
        !references.selfMembers.subtracting(dependencyNames).subtracting(allowed).isEmpty
            || !references.inheritedAPI.isEmpty || references.usesSelfAsValue
    }

    private static func stateAndSubscriptions(_ context: ClassificationContext) -> (Set<String>, Set<String>, Set<String>) {
        // What started work is kept in: a timer, a task, an observer token, cancellables.
        let isHandle = { (name: String) in context.catalog.matches(.lifecycleFetch, .handleTypes, name) }
        let subscriptions = Set(
            context.controller.members.filter { member in
                guard member.kind == .storedProperty, !member.isStatic else { return false }
                if let type = context.inference.memberType(member.name) {
                    let text = TypeText.unwrapped(type).trimmedText
                    let base = TypeText.baseName(text)
                    if text.contains("AnyCancellable") { return true }
                    // The handle itself, not a model of the same name (`Task` in a to-do app, unless written `Task<…>`).
                    return isHandle(base) && context.types.types[base] == nil && (base != "Task" || text.contains("<"))
                }
                return member.initializer?.trimmedText.contains("AnyCancellable") ?? false
            }.map(\.name))
        let state = Set(
            context.controller.members.filter {
                $0.kind == .storedProperty && !$0.isStatic && !context.isUIMember($0) && !context.dependencyNames.contains($0.name)
                    && !context.observesForTheView($0) && !($0.isWrapped && $0.initializer == nil)
            }.map(\.name)
        ).subtracting(subscriptions)
        // Nothing of the screen, no data work, no dependency: what the getter answers is a plain value of the state.
        let derived = Set(
            context.controller.members.filter { member in
                // A value, not a service or a collaborator reached through the state (`var regions: RegionManager { app.regions }`).
                guard TravellingValues.isGetterOnly(member), let type = context.inference.memberType(member.name),
                    !FetchMatcher.isFunctionType(type), !context.isScreenType(type),
                    TypeText.names(in: type).allSatisfy({ name in
                        !context.types.isUIKitType(name) && !context.types.isCollaboratorType(name) && context.isDependencyType(name) == nil
                    })
                else { return false }
                let references = context.references(member.declaration)
                return references.selfMembers.isSubset(of: state) && references.inheritedAPI.isEmpty && !references.usesSelfAsValue
                    && context.dataAccess(in: member.declaration, references: references) == nil
            }.map(\.name))
        return (state, subscriptions, derived)
    }

    /// State the code only reads: it can travel with moved code as a parameter.
    func stateReads(_ references: References) -> Set<String> {
        references.selfMembersRead.intersection(stateNames.union(derivedValueNames))
            .subtracting(references.selfMembersWritten).subtracting(references.selfMembersCalled)
    }

    /// An override of UIKit's navigation API (`pushViewController(_:animated:)` in a navigation controller subclass,
    /// `dismiss(animated:completion:)`): how this screen carries out a transition UIKit or another screen asked of it,
    /// which only the screen itself can do. Its code is the view's, never a route.
    func overridesNavigationAPI(_ member: MemberModel) -> Bool {
        member.isOverride && isTransitionCall(member.baseName)
    }

    /// An override of a lifecycle method the recipes name (`viewDidLoad`, `viewWillAppear(_:)`).
    func isLifecycle(_ member: MemberModel) -> Bool {
        member.isOverride && catalog.matches(.lifecycleFetch, .lifecycleMethods, member.baseName)
    }

    /// A property that refers to a collaborator rather than holding data: a weak or unowned reference,
    /// a closure, or a value of a protocol type the file declares (a delegate).
    func isCollaborator(_ member: MemberModel) -> Bool {
        if member.modifiers.contains("weak") || member.modifiers.contains("unowned") { return true }
        guard let type = inference.memberType(member.name) else { return false }
        let unwrapped = TypeText.unwrapped(type)
        if unwrapped.is(FunctionTypeSyntax.self) || unwrapped.as(TupleTypeSyntax.self)?.elements.first?.type.is(FunctionTypeSyntax.self) == true { return true }
        var parts = [unwrapped]
        // `(MessageBusinessLogic & MessageDataStore)`: an object seen through the protocols it answers to.
        if let tuple = unwrapped.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { parts = [only.type] }
        if let composition = parts[0].as(CompositionTypeSyntax.self) { parts = composition.elements.map(\.type) }
        return parts.allSatisfy { part in
            let name = TypeText.baseName(part.trimmedText)
            return types.isCollaboratorType(name) || catalog.matches(.state, .collaboratorTypes, name)
        }
    }

    /// Whether a member is plainly part of the view: an outlet, a UIKit-typed property.
    func isUIMember(_ member: MemberModel) -> Bool {
        if member.isOutlet || member.attributes.contains("IBOutletCollection") { return true }
        // A layout constant (`let rowHeight: CGFloat = 44`) is a value code can carry anywhere, not a view to reach.
        if member.isLiteralConstant { return false }
        if let type = inference.memberType(member.name) {
            return isScreenType(type)
        }
        return false
    }

    /// Whether the property's initial value (if it has one) reads no data: a constant, a form row, a closure of the view's.
    func isMadeWithoutReadingData(_ member: MemberModel) -> Bool {
        member.initializer.map { dataAccess(in: $0, references: references($0)) == nil } ?? true
    }

    /// A member holding only things of the screen, one or a collection of them (`cells: [[UITableViewCell]]`):
    /// no model data, so code reading it reads none. A collection still travels as state (a list's manager takes it).
    func holdsOnlyScreen(_ member: MemberModel) -> Bool {
        if isUIMember(member) { return true }
        guard !member.isLiteralConstant else { return false }
        if member.typeAnnotation == nil, let initializer = member.initializer, Self.isHandedOutByUIKit(initializer) { return true }
        guard var type = inference.memberType(member.name) else { return false }
        while true {
            type = TypeText.unwrapped(type)
            if let array = type.as(ArrayTypeSyntax.self) {
                type = array.element
            } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
                type = dictionary.value
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
                // `[GasSpeed: (view: GasSpeedView, separator: UIView)]`: each entry a group of views.
                return tuple.elements.allSatisfy { isScreenType($0.type) }
            } else {
                return isScreenType(type)
            }
        }
    }

    /// `UIBarButtonItem.closeItem(target: self)`, `UIStackView.verticalStack(…)`, `UIColor.brand`: what a UIKit type
    /// hands out (an app's factory in an extension of it, UIKit's own) belongs to the screen, whatever its exact type.
    static func isHandedOutByUIKit(_ value: ExprSyntax) -> Bool {
        let access = value.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) ?? value.as(MemberAccessExprSyntax.self)
        guard let base = access?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return TypeTable.isUIKitType(base)
    }

    /// `UILabel`, `NSLayoutConstraint`, `CGFloat`, the app's `RoundButton: UIButton` declared in another file,
    /// `UICollectionView.CellRegistration<…>`: the screen's views and geometry. A model type that merely
    /// mentions one (`Row<UIImage>`) stays data.
    func isScreenType(_ type: TypeSyntax) -> Bool {
        var qualifiedNames: [String] = []
        var current: TypeSyntax? = TypeText.unwrapped(type)
        while let part = current {
            if let member = part.as(MemberTypeSyntax.self) {
                qualifiedNames.append(member.name.text)
                current = member.baseType
            } else {
                if let identifier = part.as(IdentifierTypeSyntax.self) { qualifiedNames.append(identifier.name.text) }
                current = nil
            }
        }
        return qualifiedNames.contains { name in
            isScreenName(name) || types.lineage(of: name).dropFirst().contains { isScreenName($0) && !Self.appObjectClasses.contains($0) }
                || isScreenGroup(name)
        }
    }

    private func isScreenName(_ name: String) -> Bool {
        // A type the project declares is what it is built on, whatever its prefix (`struct UIStateModel`): only its name's
        // ending may still say it is a view.
        let prefixOnly = types[name] != nil && TypeTable.isUIKitType(name) && !types.isUIKitType(name)
        return (prefixOnly ? name.hasSuffix("View") || name.hasSuffix("Cell") : Self.isViewType(name)) || Self.isLayoutType(name)
            || name.hasSuffix("ViewController")
    }

    /// `struct SectionConfigs { let headerTitle: String?; let cells: [UITableViewCell] }` nested in the controller: the
    /// screen's own views laid out with their captions, as a tuple of views is — no model data.
    private func isScreenGroup(_ name: String) -> Bool {
        guard controller.nestedTypeNames.contains(name), let info = types[name], info.kind == .struct, !info.storedPropertyTypes.isEmpty else { return false }
        let captions: Set<String> = ["String", "Int", "Bool", "Double", "Float", "NSAttributedString"]
        // A view UIKit declares, or the app's class built on one (not an app type merely named `UI…`).
        let isUIKitView = { (name: String) in
            TypeTable.isUIKitType(name)
                && ["View", "Cell", "Button", "Label", "Field", "Switch", "Slider", "Stepper", "Control"].contains { name.hasSuffix($0) }
        }
        var holdsViews = false
        for (_, text) in info.storedPropertyTypes {
            var type = TypeText.unwrapped(TypeText.parse(text))
            while let array = type.as(ArrayTypeSyntax.self) { type = TypeText.unwrapped(array.element) }
            guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
            let fieldType = identifier.name.text
            if (types[fieldType] == nil && isUIKitView(fieldType)) || types.lineage(of: fieldType).dropFirst().contains(where: isUIKitView) {
                holdsViews = true
            } else if !captions.contains(fieldType) {
                return false
            }
        }
        return holdsViews
    }

    /// UIKit's classes an app object builds on (`AppDelegate: UIResponder`): the app, not its screen.
    static let appObjectClasses: Set<String> = ["UIResponder", "UIApplication", "UIDocument", "UIScene", "UIWindowScene"]

    /// Core Graphics values and Auto Layout's objects: where the screen draws, never what it shows.
    static func isLayoutType(_ name: String) -> Bool {
        (name.hasPrefix("CG") && name.dropFirst(2).first?.isUppercase == true) || name.hasPrefix("NSLayout")
            || name == "NSDirectionalEdgeInsets"
    }

    /// `var forecast: Forecast? { didSet { summaryLabel.text = forecast?.summary } }`: its observers update
    /// the screen (an outlet, a method, UIKit's own API), so it is the view's state, set by a display command;
    /// in the presenter its observers would have nothing to update.
    func observesForTheView(_ member: MemberModel) -> Bool {
        guard let variable = member.declaration.as(VariableDeclSyntax.self),
            let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == member.name }),
            case .accessors(let accessors)? = binding.accessorBlock?.accessors,
            accessors.contains(where: { ["didSet", "willSet"].contains($0.accessorSpecifier.text) })
        else { return false }
        let references = member.references
        if !references.inheritedAPI.isEmpty
            || references.selfMembers.subtracting([member.name]).contains(where: { name in
                guard let other = controller.member(named: name) else { return true }
                return other.kind != .storedProperty || isUIMember(other)
            })
        {
            return true
        }
        // A name the observers read that neither they nor the controller declare (a method of an extension in another
        // file, an inherited member) would not resolve where the property went: the observers stay the view's.
        guard let block = binding.accessorBlock else { return false }
        let declared = Set(
            block.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard
                    token.parent?.is(IdentifierPatternSyntax.self) == true || token.parent?.is(ClosureShorthandParameterSyntax.self) == true
                        || token.parent?.is(ClosureParameterSyntax.self) == true
                else { return nil }
                return token.text
            }
        ).union([member.name, "oldValue", "newValue", "self", "super"])
        return NameUseCollector.names(in: block).subtracting(declared).contains { name in
            name.first?.isLowercase == true && controller.members(withBaseName: name).isEmpty
        }
    }

    /// `UILabel`, `CALayer`, `AvatarView`, `ProfileCell`: a type of the screen's.
    static func isViewType(_ name: String) -> Bool {
        TypeTable.isUIKitType(name) || name.hasPrefix("CA") && name.dropFirst(2).first?.isUppercase == true || name.hasSuffix("View") || name.hasSuffix("Cell")
    }
}

/// Finds data-access calls and data-layer types in code, skipping calls on the screen's own views.
private final class DataAccessFinder: SyntaxVisitor {
    let context: ClassificationContext
    var match: (String, Syntax)?

    init(context: ClassificationContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard match == nil else { return .skipChildren }
        // Ending a registration reads nothing; where the registration moved, the cancellation moves with it.
        if ClassificationContext.isUnregistration(node) { return .skipChildren }
        if context.presentsThroughHelper(node) {
            // The navigation's; what it is handed may still read data.
            walk(node.arguments)
            return .skipChildren
        }
        if context.observesScreenNotification(node) {
            // Observing the keyboard is the screen's business; only its handler may read data.
            if let closure = node.trailingClosure { walk(closure) }
            return .skipChildren
        }
        // `.value(let result)`, `.init(…)`: an implicit member names a case or an initializer, no receiver's data.
        if let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil {
            let name = access.declName.baseName.text
            if let recipe = context.catalog.recipeID(.lifecycleFetch, .dataAccessCalls, name),
                !receiverIsScreen(access.base), !context.catalog.matches(.lifecycleFetch, .constantCalls, MemberBuilder.callName(node))
            {
                match = (recipe, Syntax(node))
                return .skipChildren
            }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard match == nil else { return .skipChildren }
        let name = node.baseName.text
        if let shared = context.singletonAliases.value(of: node) {
            let finder = DataAccessFinder(context: context)
            finder.walk(shared)
            if let recipe = finder.match?.0 { match = (recipe, Syntax(node.parent ?? Syntax(node))) }
            return .skipChildren
        }
        // UIKit's own names (`UIGraphicsGetCurrentContext`) draw; they read no model.
        // Nor do the platform's types for the screen (`CGDataProvider`, `NSItemProvider`), whatever their names end in.
        guard name.first?.isUppercase == true, !context.isAppearanceType(name), !TypeTable.isUIKitType(name),
            !context.catalog.matches(.lifecycleFetch, .excludedTypes, name)
        else { return .skipChildren }
        // `Settings.jumpMode`: state the app keeps on a type of its own (a stored `static var`), read or changed. Not a
        // screen's (`TabBarController.singleton`), nor a shared instance, which the type's name tells about as before.
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id,
            context.types[name]?.staticVariables.contains(access.declName.baseName.text) == true,
            !DependencyMatcher.singletonAccessors.contains(access.declName.baseName.text),
            !context.types.keepsViews(name), !context.types.isUIKitType(name),
            name != context.controller.name, !context.controller.nestedTypeNames.contains(name),
            let recipe = context.catalog.recipes(for: .lifecycleFetch).first?.id
        {
            match = (recipe, Syntax(access))
            return .skipChildren
        }
        // `PreferencesContainer.codeEditor` (`static let codeEditor = CodeEditorPreferencesContainer()`): a service a type keeps
        // in a constant, reached as a shared instance is; what the code asks of it is data.
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id, let info = context.types[name],
            info.staticConstants.contains(access.declName.baseName.text), let type = info.memberType(access.declName.baseName.text),
            context.isDependencyType(TypeText.baseName(TypeText.unwrapped(type).trimmedText)) != nil,
            !context.types.keepsViews(name), name != context.controller.name, !context.controller.nestedTypeNames.contains(name),
            let recipe = context.catalog.recipes(for: .lifecycleFetch).first?.id
        {
            match = (recipe, Syntax(access))
            return .skipChildren
        }
        // `Sync.Service.dropbox`, `AlertContext.default`: a value of an enum, or a type only naming its member type, reads nothing.
        if context.types.isPlainValueType(name) || ClassificationContext.namespacesMemberType(node.baseName) || readsConstant(of: name, node) {
            return .skipChildren
        }
        // A helper keeping views is asked for last: every type name the code mentions passes here.
        if let recipe = context.catalog.recipeID(.lifecycleFetch, .dataAccessTypes, name)
            ?? context.catalog.recipeID(.lifecycleFetch, .dependencyTypes, name), !context.types.keepsViews(name)
        {
            match = (recipe, Syntax(node.parent ?? Syntax(node)))
        }
        return .skipChildren
    }

    override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }

    /// `let center = NotificationCenter.default` only names the center; what its uses do with it is their own evidence.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let statement = node.parent?.as(CodeBlockItemSyntax.self), SingletonAliases.declaredName(statement) != nil else { return .visitChildren }
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        guard match == nil else { return .skipChildren }
        // A value the view may hold (`_ request: URLRequest` a web view loads) names no data work by its type alone.
        if let recipe = context.catalog.recipeID(.lifecycleFetch, .dataAccessTypes, node.name.text),
            !EntityPlanner.plainTypes.contains(node.name.text)
        {
            match = (recipe, Syntax(node.parent ?? Syntax(node)))
        }
        return .visitChildren
    }

    /// See `ClassificationContext.readsConstant(of:_:types:catalog:)`.
    private func readsConstant(of typeName: String, _ node: DeclReferenceExprSyntax) -> Bool {
        ClassificationContext.readsConstant(of: typeName, node, types: context.types, catalog: context.catalog)
    }

    /// `tableView.reloadData()`, `label.value(...)`, `ThemeManager.shared.value(…)`: calls on the screen's views or
    /// on what styles them are not data access.
    private func receiverIsScreen(_ base: ExprSyntax?) -> Bool {
        guard var current = base else { return false }
        while true {
            if let access = current.as(MemberAccessExprSyntax.self), let inner = access.base {
                if ReferenceCollector.isSelf(inner) {
                    return isScreenMember(access.declName.baseName.text)
                }
                current = inner
            } else if let chain = current.as(OptionalChainingExprSyntax.self) {
                current = chain.expression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                break
            }
        }
        guard let root = current.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return isScreenMember(root) || context.isAppearanceType(root)
    }

    private func isScreenMember(_ name: String) -> Bool {
        if ReferenceCollector.inheritedControllerAPI.contains(name) { return true }
        guard let member = context.controller.member(named: name) else { return false }
        return context.isUIMember(member)
    }
}

/// Every name a piece of code mentions as a value (for data flow between statements).
final class NameUseCollector: SyntaxVisitor {
    private(set) var names: Set<String> = []

    static func names(in node: some SyntaxProtocol) -> Set<String> {
        let collector = NameUseCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id { return .skipChildren }
        names.insert(node.baseName.text)
        return .skipChildren
    }
}

/// Every statement in a piece of code, nested ones included; inside closures too, or not.
final class StatementFinder: SyntaxVisitor {
    let entersClosures: Bool
    private(set) var statements: [CodeBlockItemSyntax] = []

    init(enteringClosures: Bool) {
        self.entersClosures = enteringClosures
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        statements.append(node)
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { entersClosures ? .visitChildren : .skipChildren }

    static func statements(in node: some SyntaxProtocol, enteringClosures: Bool) -> [CodeBlockItemSyntax] {
        let finder = StatementFinder(enteringClosures: enteringClosures)
        finder.walk(node)
        return finder.statements
    }
}

/// The statements that ran before `statement` in the blocks around it, outermost first, up to its member: what
/// they bind is in scope where it runs (`let ids = …` before the `if` that holds it).
func statementsInScope(before statement: CodeBlockItemSyntax) -> [CodeBlockItemSyntax] {
    var levels: [[CodeBlockItemSyntax]] = []
    var node: Syntax? = Syntax(statement)
    while let current = node, !current.is(MemberBlockItemSyntax.self) {
        if let item = current.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
            levels.append(Array(list.prefix { $0.id != item.id }))
        }
        node = current.parent
    }
    return levels.reversed().flatMap { $0 }
}

/// The functions declared inside a member's body, at any depth (`func showOverlay(…)` below the code calling it): names
/// of the member's own, which code leaving it cannot call unless it takes the declaration along.
func localFunctionNames(in node: some SyntaxProtocol) -> Set<String> {
    Set(
        node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id,
                function.parent?.is(CodeBlockItemSyntax.self) == true
            else { return nil }
            return token.text
        })
}

extension ClassificationContext {
    /// The first of the controller's file-private declarations `code` reads (not a member or local of that name):
    /// no other file sees it, so the code cannot leave the view's file.
    func filePrivateName(readBy code: [some SyntaxProtocol], locals: Set<String> = []) -> String? {
        filePrivateNames(readBy: code, locals: locals).sorted().first
    }

    /// Every one of the controller's file-private declarations and private extension members `code` reads.
    func filePrivateNames(readBy code: [some SyntaxProtocol], locals: Set<String> = []) -> Set<String> {
        guard !filePrivateNames.isEmpty || !filePrivateMembers.isEmpty else { return [] }
        // Values it reads (`pageSize`) and types it names (`NSCache<AltIcon, UIImage>()`).
        let named = code.reduce(into: Set<String>()) { names, node in
            names.formUnion(NameUseCollector.names(in: node))
            names.formUnion(node.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.is(IdentifierTypeSyntax.self) == true ? $0.text : nil })
        }
        // `defaults.lastSync`, where the file's private extension of UserDefaults adds `lastSync`.
        return filePrivateNames.intersection(named).subtracting(locals).subtracting(controller.memberBaseNames)
            .union(filePrivateMembers.intersection(FilePrivateCopies.memberNames(in: code)))
    }
}

/// Names a statement binds at its own level (`let a = …`, `guard let b = …`).
func boundNames(_ statement: CodeBlockItemSyntax) -> [String] {
    if let variable = statement.item.as(VariableDeclSyntax.self) {
        return variable.bindings.flatMap { binding -> [String] in
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
            if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                return tuple.elements.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            return []
        }
    }
    // A local function is a name of the method's own: code calling it cannot leave without it.
    if let function = statement.item.as(FunctionDeclSyntax.self) { return [function.name.text] }
    // `#if arch(arm64) let renderer = … #else let renderer = … #endif`: what either branch binds.
    if let conditional = statement.item.as(IfConfigDeclSyntax.self) {
        return conditional.clauses.flatMap { clause -> [String] in
            guard case .statements(let statements)? = clause.elements else { return [] }
            return statements.flatMap { boundNames($0) }
        }.reduce(into: [String]()) { names, name in if !names.contains(name) { names.append(name) } }
    }
    if let guardStatement = statement.item.as(GuardStmtSyntax.self) {
        // `guard let a = …`, and `guard case let .remote(bits, ref) = …` too, in their order.
        return guardStatement.conditions.flatMap { element in
            element.condition.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                // A closure's parameters in a condition bind names only for the closure.
                let inClosure = sequence(first: Syntax(token), next: \.parent).prefix { $0.id != element.id }.contains { $0.is(ClosureExprSyntax.self) }
                // `guard let self` unwraps the controller itself: no local a value could travel as.
                guard token.parent?.is(IdentifierPatternSyntax.self) == true, !inClosure, token.tokenKind != .keyword(.self) else { return nil }
                // `guard let strongSelf = self` names the controller too; code moved out of the closure reads it as `self`.
                if case .optionalBinding(let binding) = element.condition, binding.initializer?.value.trimmedText == "self" { return nil }
                return token.text
            }
        }
    }
    return []
}
