import SwiftSyntax

/// The Book of VIPER's closing questionnaire ("MVC Chainsaw Massacre"), answered for the migrated module
/// with evidence. "No" to every question means the split was done right.
///
/// Every answer reads the written files, never what the recipes matched when planning. The view's answers
/// come from running the recipes again on the rewritten controller — what a recipe would still move, and
/// what one found and declined to move, is what the view still does — and from the names in the view
/// layer's other files; the last question reads the files past the view layer, signatures included.
public struct Questionnaire: Codable, Equatable, Sendable {
    public struct Answer: Codable, Equatable, Sendable {
        public let question: String
        /// `true` is the answer the Book does not want: something is left to fix.
        public let yes: Bool
        /// What was looked at, so that a "No" says what it rests on.
        public let checked: String
        public let evidence: [Finding]
    }

    /// One place that answers a question "yes": a module file (relative to the output folder) and line.
    public struct Finding: Codable, Equatable, Sendable, CustomStringConvertible {
        public let path: String
        public let line: Int
        public let note: String

        public var description: String { "\(path):\(line): \(note)" }
    }

    public let answers: [Answer]

    static let modelRecipes: Set<MatcherKind> = [.lifecycleFetch, .lazyDependency, .fetchedResults, .webEngine]
    static let logicRecipes: Set<MatcherKind> = [.routingSwitch, .navigation, .presentationLogic, .state, .moduleOutput, .moduleInput]
    /// Layers that must not see UIKit: the view, router, assembly and coordinator are UIKit's by design.
    static let uiFreeLayers: Set<Layer> = [.presenter, .interactor, .service, .entity]

    /// `rewritten`: the view's controller as the module writes it (`ModuleSources.rewrittenController`).
    init(plan: MigrationPlan, catalog: RecipeCatalog, sources: ModuleSources, rewritten: (sources: SourceSet, controller: ControllerModel)?) {
        let viewPath = EmittedModule.viewPath(for: plan)
        let controllerPaths = ModuleSources.controllerPaths(plan)
        let viewLayer = sources.files.filter { [.view, .adapter].contains($0.file.layer) && !controllerPaths.contains($0.file.path) }
            .map { SourceSet([$0.source], types: TypeTable([])) }
        // The re-plan states no rewrite: the account is of the migration's own.
        let replanned = rewritten.map { rewritten in
            RewriteLog.$current.withValue(nil) {
                Planner.planAndContext(source: rewritten.sources, controller: rewritten.controller, catalog: catalog, moduleName: plan.moduleName)
            }
        }
        let leftovers = replanned?.plan
        let controllerName = "the rewritten \(plan.controller.name)"
        // A dependency the view only hands to the screen's helpers is only kept, as the recipes judge each use.
        let onlyKept: Set<String> =
            rewritten.flatMap { rewritten in
                replanned.map { replanned in
                    Self.onlyKept(
                        in: rewritten.controller, injected: plan.viewEdits.injectedDependencies,
                        handsToScreenHelper: replanned.context.handsToScreenHelper)
                }
            } ?? []

        func recipeEvidence(_ kinds: Set<MatcherKind>, ignoring: Set<String> = []) -> [Finding] {
            guard let leftovers else { return [] }
            // What a recipe would still move, then what a recipe found and declined to move: both are still the view's.
            let movable = leftovers.members.filter { $0.targets != [.view] && !ignoring.contains($0.name) }.flatMap { member in
                member.evidence.filter { evidence in
                    catalog.recipes.first { $0.id == evidence.recipe }.map { kinds.contains($0.matcher) } ?? false
                }.map {
                    Finding(
                        path: leftovers.controller.member(named: member.name)?.path ?? viewPath, line: $0.line,
                        note: "[\($0.recipe)] \(member.name): \($0.syntax)")
                }
            }
            return movable + Self.declined(in: leftovers, catalog: catalog, kinds: kinds, path: viewPath)
        }

        // Names that mean the model: the model types the view now sees as plain objects, and the data access
        // and dependency types the recipes know.
        let modelNames = Set(plan.viewEdits.typeSubstitutions.keys)
        let dataAccess = CompiledPatterns(
            catalog.recipes.filter { Self.modelRecipes.contains($0.matcher) }.flatMap { $0.words(.dataAccessTypes) + $0.words(.dependencyTypes) })
        // Type names only (the vocabulary's patterns name types), and none of the module's own (`MenuDataDisplayManager`).
        let moduleTypes = DeclaredTypes(sources).names
        let isModelName = { (name: String) in
            // A plain value the view may hold (`URLRequest`, `Date`) is no model, whatever a vocabulary pattern says.
            guard name.first?.isUppercase == true, !moduleTypes.contains(name), !EntityPlanner.plainTypes.contains(name) else { return false }
            // The screen's own types (`UIDropSession`, a button class of the app's, `CGDataProvider`) are no model, whatever their names end in.
            return modelNames.contains(name)
                || dataAccess.matchesDependency(name) && !catalog.matches(.lifecycleFetch, .appearanceTypes, name)
                    && !catalog.matches(.lifecycleFetch, .excludedTypes, name) && !plan.source.types.isUIKitType(name)
                    && !plan.source.types.keepsViews(name) && !plan.source.types.isScreenProtocol(name) && !plan.source.types.isPlainValueType(name)
        }
        // In the view's own file only the controller counts: the file keeps the model types declared beside it.
        let controllerNodes = rewritten.map { [Syntax($0.controller.declaration)] + $0.controller.extensions.map(Syntax.init) } ?? []
        let types = plan.source.types
        let keptMembers = rewritten?.controller.members.filter { onlyKept.contains($0.name) } ?? []
        let keptDeclarations = Set(keptMembers.map(\.declaration.id))
        // The model objects among them, which the answer names so that its "No" says what it set aside.
        let keptModels = keptMembers.filter { member in
            member.typeAnnotation.map { TypeText.names(in: $0).contains(where: isModelName) } ?? false
        }.map(\.name)
        let modelInViewLayer =
            rewritten.map {
                Self.names(in: controllerNodes, of: $0.sources, catalog: catalog, types: types, ignoring: keptDeclarations, where: isModelName)
            } ?? []
            + viewLayer.flatMap { Self.names(in: [Syntax($0.tree)], of: $0, catalog: catalog, types: types, where: isModelName) }
        let modelEvidence =
            recipeEvidence(Self.modelRecipes, ignoring: onlyKept) + modelInViewLayer
            + Self.dataReads(in: viewLayer.map(\.primary), plan: plan, catalog: catalog)
            + plan.viewEdits.injectedDependencies.filter { !onlyKept.contains($0) }.sorted().map { dependency in
                Finding(
                    path: rewritten?.controller.member(named: dependency)?.path ?? viewPath,
                    line: rewritten?.controller.member(named: dependency)?.line ?? 1,
                    note: "\(dependency): a dependency the view still uses (now injected)")
            }
        let logicEvidence = recipeEvidence(Self.logicRecipes) + (rewritten.map { Self.validation(in: $0.controller, of: $0.sources) } ?? [])
        let unrelated = Self.nonUILogic(plan, rewritten: rewritten?.controller, path: viewPath)
        let pastView = sources.files.filter { Self.uiFreeLayers.contains($0.file.layer) }
        // UIKit's own types, and the app's classes built on them (a view controller an interactor method takes).
        let leaks = pastView.flatMap { file in
            Self.names(in: [Syntax(file.source.tree)], of: SourceSet([file.source], types: TypeTable([]))) {
                $0 == "UIKit" || plan.source.types.isUIKitType($0)
            }
        }
        let partsPastView = Set(pastView.map(\.file.layer.rawValue)).sorted()
        let keptPrefix = "; not counted, as the view only holds them for its creator, its module or its own views and asks nothing of them: "
        let keptNote = keptModels.isEmpty ? "" : keptPrefix + keptModels.sorted().joined(separator: ", ")

        answers = [
            Answer(
                question: "Does the view interact directly with a model?", yes: !modelEvidence.isEmpty,
                checked: "the recipes run again on \(controllerName) (data access, dependencies, fetched results, web loading), "
                    + "what they would move and what they declined to; "
                    + "model and data access types in it and in the view layer's other files" + keptNote,
                evidence: modelEvidence),
            Answer(
                question: "Does the view contain any business logic?", yes: !logicEvidence.isEmpty,
                checked: "the recipes run again on \(controllerName) (routing decisions, navigation, formatting, model state, module input and output), "
                    + "what they would move and what they declined to; conditions validating what the user typed",
                evidence: logicEvidence),
            Answer(
                question: "Does the view contain logic that is not related to the UI?", yes: !unrelated.isEmpty,
                checked: "members no recipe moved that stay in \(controllerName) and touch no outlet, UIKit type, controller API or module",
                evidence: unrelated),
            Answer(
                question: "Do UIKit types leak past the view layer?", yes: !leaks.isEmpty,
                checked: "imports and type names in the module's \(partsPastView.joined(separator: ", ")) files",
                evidence: leaks),
        ]
    }

    /// Conditions of the view checking what the user typed against a rule (`ValidationFinder`), one finding each.
    static func validation(in controller: ControllerModel, of sources: SourceSet) -> [Finding] {
        let outlets = Set(controller.members.filter(\.isOutlet).map(\.baseName))
        guard !outlets.isEmpty else { return [] }
        return controller.members.flatMap { member in
            ValidationFinder.conditions(in: member.declaration, outlets: outlets).map { condition in
                let location = sources.location(of: condition)
                return Finding(path: location.path, line: location.line, note: "\(member.name) validates input: \(condition.trimmedText)")
            }
        }
    }

    /// Data the view layer's other files (the list's manager) still read themselves: the recipes' own finder over
    /// each of their methods, as over the controller's (`DeviceStore.shared` in a cell's configuration).
    static func dataReads(in files: [ParsedSource], plan: MigrationPlan, catalog: RecipeCatalog) -> [Finding] {
        guard !files.isEmpty else { return [] }
        let context = ClassificationContext(source: plan.source, controller: plan.controller, catalog: catalog)
        return files.flatMap { file in
            file.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionDeclSyntax? in
                token.tokenKind == .keyword(.func) ? token.parent?.as(FunctionDeclSyntax.self) : nil
            }.compactMap { function -> Finding? in
                guard let evidence = context.dataAccess(in: function, references: References()) else { return nil }
                let line = file.line(of: function)
                return Finding(path: file.path, line: line, note: "[\(evidence.recipe)] \(function.name.text) reads data: \(evidence.syntax)")
            }
        }
    }

    /// Members a recipe of `kinds` looked at and left in the view, with its reason: what the view still does.
    static func declined(in plan: MigrationPlan, catalog: RecipeCatalog, kinds: Set<MatcherKind>, path: String) -> [Finding] {
        plan.unresolved.compactMap { item in
            guard let recipe = item.recipe, let matcher = catalog.recipes.first(where: { $0.id == recipe })?.matcher, kinds.contains(matcher) else {
                return nil
            }
            return Finding(path: item.path ?? path, line: item.line, note: "[\(recipe)] \(item.member) stays in the view: \(item.reason)")
        }
    }

    /// Stored properties of the rewritten controller that nothing in it reads, calls or changes, set only by its creator
    /// (an initializer's assignment, or from outside): `let analytics: Analytics`, kept so that the assembly hands the
    /// same object to the interactor and existing call sites still compile. Holding it for the module is no use of it,
    /// nor is handing it whole to a helper of the screen (`AmountTextField(token: token, imageFetcher: imageFetcher)`,
    /// a view of the app's that asks what it needs itself), when `handsToScreenHelper` says so of the use.
    /// `injected`: dependencies the module's assembly now hands the view (`lazy var store = …Assembly().makeStore()`), whose
    /// value its creator gives it too.
    static func onlyKept(
        in controller: ControllerModel, injected: [String] = [], handsToScreenHelper: (ExprSyntax) -> Bool = { _ in false }
    ) -> Set<String> {
        let candidates = Set(
            controller.members.filter { member in
                // No value of its own (`= nil` is none): what it holds, its creator gave it. Or a getter that only hands
                // on what another object holds (`var store: AssetStore { viewModel.store }`), for other files to read.
                guard !member.isStatic else { return false }
                if injected.contains(member.name) { return true }
                if member.kind == .computedProperty { return Self.handsOnAMember(member) }
                return member.kind == .storedProperty && (member.initializer.map { $0.is(NilLiteralExprSyntax.self) } ?? true) && !member.isOutlet
            }.map(\.name))
        // Read by name through any plain name (`strongSelf.analytics` is the member too), but not as a member of what a
        // call or chain hands back (`publisher.sink { … }.store(in: &subscriptions)`).
        var used = Set<String>()
        for member in controller.members where !([.storedProperty, .computedProperty].contains(member.kind) && candidates.contains(member.name)) {
            let parameters = Set(member.parameters.map(\.name))
            for token in member.declaration.tokens(viewMode: .sourceAccurate) where candidates.contains(token.text) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                let access = reference.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == reference.id ? $0 : nil }
                // `.store` with no base is an implicit member (an enum case), not the controller's.
                if let access, !(access.base.map(Self.isPlainName) ?? false) { continue }
                if member.kind == .initializer, Self.setsOrHandsOn(reference, through: access, parameters: parameters) { continue }
                // `self.fetcher` or `fetcher` handed whole to a helper; `strongSelf.fetcher` is no hand-over the helper rule reads.
                if !used.contains(token.text), let value = ReferenceCollector.ownMemberExpression(reference), handsToScreenHelper(value) { continue }
                used.insert(token.text)
            }
        }
        return candidates.subtracting(used)
    }

    /// A read-only getter of one expression naming a member of a member (`viewModel.store`, `return self.factory.store`):
    /// nothing is called, so nothing of the model is asked.
    private static func handsOnAMember(_ member: MemberModel) -> Bool {
        guard TravellingValues.isGetterOnly(member), let body = member.body, body.count == 1, let item = body.first?.item else { return false }
        var expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        var depth = 0
        while let access = expression?.as(MemberAccessExprSyntax.self) {
            expression = access.base
            depth += 1
        }
        return depth >= 1 && (expression.map(Self.isPlainName) ?? false)
    }

    /// `self`, `strongSelf`, `self?`, `weakSelf!`: a name, unwrapped or not.
    private static func isPlainName(_ expression: ExprSyntax) -> Bool {
        expression.unwrapped.is(DeclReferenceExprSyntax.self)
    }

    /// In an initializer: the member assigned (`self.store = store`, `store = …` where no parameter takes the name), or
    /// the parameter `store` itself (what is done with it is asked of the parameter, `isModelUse`).
    private static func setsOrHandsOn(_ reference: DeclReferenceExprSyntax, through access: MemberAccessExprSyntax?, parameters: Set<String>) -> Bool {
        if access == nil, parameters.contains(reference.baseName.text) { return true }
        if let base = access?.base, !ReferenceCollector.isSelf(base) { return false }
        let target = access.map(ExprSyntax.init) ?? ExprSyntax(reference)
        guard let list = target.parent?.as(ExprListSyntax.self), list.count == 3, list.first?.id == target.id else { return false }
        return list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    }

    /// Each line of a file naming something `matches` accepts, as `path:line: name`.
    /// `catalog` and `types`: when given, a name is the model's only where the code uses it as such (see `isModelUse`).
    /// `ignoring`: declarations whose names do not count (what the view only keeps, `onlyKept(in:)`).
    static func names(
        in nodes: [Syntax], of sources: SourceSet, catalog: RecipeCatalog? = nil, types: TypeTable? = nil,
        ignoring: Set<SyntaxIdentifier> = [], where matches: (String) -> Bool
    ) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<String> = []
        for token in nodes.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
            guard case .identifier = token.tokenKind, matches(token.text) else { continue }
            if !ignoring.isEmpty, let declaration = token.ancestorOrSelf(mapping: { $0.as(VariableDeclSyntax.self) }),
                ignoring.contains(declaration.id)
            {
                continue
            }
            if let catalog, let types, !isModelUse(token, catalog: catalog, types: types) { continue }
            let location = sources.location(of: token)
            let finding = Finding(path: location.path, line: location.line, note: token.text)
            if seen.insert(finding.description).inserted { findings.append(finding) }
        }
        return findings
    }

    /// Whether a model type's name, where it stands, is the view using the model. It is not where it only namespaces
    /// a member type (`SyncManager.RecordType.game`), where it is a member type that holds no data of its own
    /// (`Review.Context`, a value, not the class `API.UserService`), where the view takes itself or a token off a
    /// center's list, listens to the screen's own notifications (the keyboard's), or hands itself to a helper that
    /// presents on it (`WebPages.shared.present(url, in: self)`: navigation, which the logic question asks about).
    static func isModelUse(_ token: TokenSyntax, catalog: RecipeCatalog, types: TypeTable) -> Bool {
        if ClassificationContext.namespacesMemberType(token) { return false }
        // A protocol the screen adopts (`extension TrashViewController: AttachmentProvider`) is its own role, not a
        // model it calls; a constant the type declares (`Cache.log.debug(…)`) reads none of its data, as for the recipes.
        if token.ancestorOrSelf(mapping: { $0.as(InheritanceClauseSyntax.self) }) != nil { return false }
        if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            ClassificationContext.readsConstant(of: token.text, reference, types: types, catalog: catalog)
        {
            return false
        }
        // What the creator hands the screen, which its initializer only hands on (to `super.init`, a child screen, its
        // view model, a stored property whose own declaration names the type again): plumbing, not a call on the model.
        if let parameter = token.ancestorOrSelf(mapping: { $0.as(FunctionParameterSyntax.self) }),
            token.position >= parameter.type.position, token.endPosition <= parameter.type.endPosition,
            Self.onlyHandsOn(parameter)
        {
            return false
        }
        if let previous = token.previousToken(viewMode: .sourceAccurate), previous.tokenKind == .period,
            previous.previousToken(viewMode: .sourceAccurate)?.text.first?.isUppercase == true,
            ![.class, .actor, .protocol].contains(types[token.text]?.kind)
        {
            return false
        }
        guard let call = token.parent?.ancestorOrSelf(mapping: { $0.as(FunctionCallExprSyntax.self) }) else { return true }
        return !ClassificationContext.isUnregistration(call) && !ClassificationContext.observesScreenNotification(call, catalog: catalog)
            && !ClassificationContext.presentsThroughHelper(call, types: types)
    }

    /// What the creator hands an initializer, or a method hands on to another object (a subview's delegate callback
    /// passing its service to the module's delegate) or leaves unused, used only as a whole. A delegate callback's
    /// first parameter, the object calling (`regionsService(_ service: RegionsService, updatedRegion:)`), still counts:
    /// it is the model calling the view, whatever the callback does with it.
    private static func onlyHandsOn(_ parameter: FunctionParameterSyntax) -> Bool {
        let name = (parameter.secondName ?? parameter.firstName).text
        if let body = parameter.ancestorOrSelf(mapping: { $0.as(InitializerDeclSyntax.self) })?.body {
            return TravellingValues.handsParameterOnWhole(name, in: Array(body.statements))
        }
        guard let function = parameter.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }), let body = function.body,
            !(parameter.firstName.tokenKind == .wildcard && function.signature.parameterClause.parameters.first?.id == parameter.id)
        else { return false }
        return TravellingValues.handsParameterOnWhole(name, in: Array(body.statements))
    }

    /// A UIKit view, control, bar item, gesture or controller (`UITableView`, `UIViewController`): part of a screen.
    private static func isScreenPiece(_ name: String) -> Bool {
        TypeTable.isUIKitType(name)
            && ["View", "Controller", "Cell", "Button", "Bar", "Field", "Switch", "Control", "Recognizer", "Item"].contains { name.hasSuffix($0) }
    }

    /// Unresolved members still in the view whose code reaches nothing of the screen.
    static func nonUILogic(_ plan: MigrationPlan, rewritten: ControllerModel?, path: String) -> [Finding] {
        guard let rewritten else { return [] }
        let unresolved = Set(plan.unresolved.map(\.member))
        let outlets = Set(rewritten.members.filter(\.isOutlet).map(\.baseName))
        return rewritten.members.filter { member in
            guard unresolved.contains(member.name), member.kind == .function, !member.isOverride, !member.isAction,
                !member.attributes.contains("objc")
            else { return false }
            let references = member.references
            let touchesUI =
                !references.inheritedAPI.isEmpty || references.usesSelfAsValue
                || !references.selfMembers.isDisjoint(with: outlets.union(["output", "dataDisplayManager", "view"]))
                || references.typeNames.contains(where: TypeTable.isUIKitType)
                // Making the screen itself (a static builder), or answering or working a piece of UIKit's screen it is
                // handed (`tableView(_:numberOfRowsInSection:)`, `parentController`); a value (`UIImage`) is no screen.
                || references.typeNames.contains(rewritten.name)
                || member.parameters.contains { TypeText.names(in: $0.type).contains(where: Self.isScreenPiece) }
            return !touchesUI
        }.map { Finding(path: $0.path, line: $0.line, note: "\($0.name): no outlet, UIKit type or module call") }
    }
}
