import SwiftSyntax

/// Collections: the table or collection view's data source and delegate methods leave the
/// controller for a DataDisplayManager of the view layer (the Book's DataDisplayManager, Surf's
/// Adapter), taking the data they show and the private helpers only they call. Selection has
/// already become a view event by then, so the manager sends it on to the view's output.
///
/// ## Before
/// ```swift
/// extension ContactsViewController: UITableViewDataSource {
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count }
/// }
/// ```
/// ## After
/// ```swift
/// final class ContactsDataDisplayManager: NSObject, UITableViewDataSource {
///     var contacts: [Contact] = []
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count }
/// }
/// // the controller: tableView.dataSource = dataDisplayManager; dataDisplayManager.contacts = contacts
/// ```
struct CollectionMatcher {
    struct Finding {
        let members: [MemberModel]
        let helpers: [MemberModel]
        let state: [String]
        /// Protocols the manager adopts (`UITableViewDataSource`, `UITableViewDelegate`).
        let protocols: [String]
        /// The table or collection view the controller shows them in (`tableView`).
        let listView: String
        /// True when the controller sets the data source in code (`tableView.dataSource = self`).
        let wiredInCode: Bool
        let evidence: Evidence
    }

    let context: ClassificationContext

    /// Judges members as they read after the earlier passes (`edits`): a routed switch is an event call by now.
    func finding(removedMembers: Set<String>, edits: ViewEdits) -> (found: Finding?, declined: [Unresolved]) {
        guard let recipe = context.catalog.recipes(for: .collections).first else { return (nil, []) }
        let members = context.controller.members.filter { member in
            member.kind == .function && !removedMembers.contains(member.name) && !member.isConditional
                && recipe.words(.collectionMethods).contains { Pattern.matches($0, member.name) }
        }
        guard let first = members.first else { return (nil, []) }
        func decline(_ reason: String) -> (Finding?, [Unresolved]) {
            (nil, [Unresolved(member: first.name, line: first.line, reason: "collections: " + reason, recipe: recipe.id)])
        }
        // Without its required data source methods the list is fed elsewhere (static storyboard cells):
        // moving its delegate alone would change what the list does.
        let required: Set<String> = members.contains { $0.baseName == "collectionView" }
            ? ["collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)"]
            : ["tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)"]
        guard required.isSubset(of: Set(members.map(\.name))) else {
            return decline("no data source methods here (a storyboard's static cells?); its delegate methods stay with it")
        }
        let movingNames = Set(members.map(\.baseName))
        // Private helpers only these methods call move with them.
        var helpers: [MemberModel] = []
        let remover = StatementRemover(edits: edits)
        func currentReferences(_ member: MemberModel) -> References {
            context.references(remover.rewrite(member.declaration, detach: true), locals: Set(member.parameters.map(\.name)))
        }
        var referenced = members.reduce(into: References()) { $0.merge(currentReferences($1)) }
        for name in referenced.selfMembersCalled.subtracting(movingNames).sorted() {
            guard let helper = context.controller.members(withBaseName: name).first, helper.kind == .function,
                  helper.isPrivate, !helper.isConditional, !removedMembers.contains(helper.name) else { continue }
            let callers = context.controller.members.filter { $0.references.selfMembersCalled.contains(name) }
            guard callers.allSatisfy({ movingNames.contains($0.baseName) }) else { continue }
            helpers.append(helper)
            referenced.merge(currentReferences(helper))
        }
        let helperNames = Set(helpers.map(\.baseName))
        let state = context.stateNames
        var moved: [String] = []
        for name in referenced.selfMembers.subtracting(movingNames).subtracting(helperNames).sorted() {
            if state.contains(name), !referenced.selfMembersCalled.contains(name) {
                moved.append(name)
            } else if name != "output" {
                return decline("\(members.map(\.name).joined(separator: ", ")) use the controller's \(name), which stays with the screen")
            }
        }
        if referenced.usesSelfAsValue { return decline("its methods hand the controller itself (self) to other code") }
        if let api = referenced.inheritedAPI.subtracting(["tableView", "collectionView"]).sorted().first {
            return decline("its methods use the controller's \(api)")
        }
        // Moved state must not be written by code that stays in ways a redirect cannot follow (`&state`).
        let listView = listViewName(isCollection: members.contains { $0.baseName == "collectionView" })
        guard let listView else { return decline("no table or collection view outlet to show them in") }
        let protocols = context.controller.adoptedProtocols.filter { name in
            recipe.words(.collectionProtocols).contains { Pattern.matches($0, name) }
        }
        let superclassProtocols = ["UITableViewController": ["UITableViewDataSource", "UITableViewDelegate"],
                                   "UICollectionViewController": ["UICollectionViewDataSource", "UICollectionViewDelegate"]]
        let inherited = isListController(listView) ? (superclassProtocols[rootListController() ?? ""] ?? []) : []
        let adopted = protocols.isEmpty ? inherited : protocols
        guard !adopted.isEmpty else { return decline("the data source protocols are adopted in another file") }
        let wired = context.controller.members.contains { member in
            member.body.map { body in body.contains { Self.assignsSelf(to: listView, $0) } } ?? false
        }
        let evidence = Evidence(recipe: recipe.id, line: first.line, syntax: context.snippet(first.declaration))
        return (Finding(members: members, helpers: helpers, state: moved, protocols: adopted, listView: listView,
                        wiredInCode: wired, evidence: evidence), [])
    }

    /// `tableView.dataSource = self` / `tableView.delegate = self`.
    static func assignsSelf(to listView: String, _ statement: CodeBlockItemSyntax) -> Bool {
        guard let (target, value) = ModuleInputPlanner.assignmentTarget(statement) else { return false }
        return value.trimmedDescription == "self" && [listView + ".dataSource", listView + ".delegate",
                                                      "self." + listView + ".dataSource", "self." + listView + ".delegate"].contains(target)
    }

    /// The outlet (or inherited property) holding the list.
    private func listViewName(isCollection: Bool) -> String? {
        let typeName = isCollection ? "UICollectionView" : "UITableView"
        if let outlet = context.controller.members.first(where: { member in
            member.kind == .storedProperty && (member.typeAnnotation.map { TypeText.baseName($0.trimmedDescription) == typeName } ?? false)
        }) {
            return outlet.name
        }
        return rootListController() != nil ? (isCollection ? "collectionView" : "tableView") : nil
    }

    private func isListController(_ listView: String) -> Bool {
        context.controller.member(named: listView) == nil
    }

    /// `UITableViewController` when the controller descends from it (directly or through an app base named …TableViewController).
    private func rootListController() -> String? {
        let superclass = context.controller.superclassName
        if superclass.hasSuffix("TableViewController") { return "UITableViewController" }
        if superclass.hasSuffix("CollectionViewController") { return "UICollectionViewController" }
        return nil
    }
}

extension References {
    mutating func merge(_ other: References) {
        selfMembersRead.formUnion(other.selfMembersRead)
        selfMembersWritten.formUnion(other.selfMembersWritten)
        selfMembersCalled.formUnion(other.selfMembersCalled)
        typeNames.formUnion(other.typeNames)
        calledNames.formUnion(other.calledNames)
        inheritedAPI.formUnion(other.inheritedAPI)
        usesSelfAsValue = usesSelfAsValue || other.usesSelfAsValue
    }
}
