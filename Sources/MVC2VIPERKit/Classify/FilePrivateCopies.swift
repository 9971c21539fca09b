import SwiftSyntax

/// What the controller's file declares at file level and keeps to itself (`private enum Section: Int { … }`,
/// `private let cellID = "Cell"`) that the list's code reads: the data display manager's file gets a copy of its own,
/// private there too, since no other file can see the original. Only declarations that stand alone (reading nothing
/// of the controller) are copied, with the file's other private declarations they read.
///
/// ## Before
/// ```swift
/// private enum Section: Int, CaseIterable { case pinned, all }
/// // the controller: func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }
/// ```
/// ## After
/// ```swift
/// // the manager's file: func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }
/// private enum Section: Int, CaseIterable { case pinned, all }
/// ```
struct FilePrivateCopies {
    let context: ClassificationContext

    /// The declarations `code` needs copied, in the order the files declare them; the reason when one cannot be.
    func copies(for code: [some SyntaxProtocol]) -> Result<[DeclSyntax], CollectionProblem> {
        if let member = context.filePrivateMembers.intersection(Self.memberNames(in: code)).sorted().first {
            return .failure(CollectionProblem("they read \(member), which the controller's file adds to another type privately"))
        }
        let declarations = fileLevelPrivateDeclarations()
        var needed = Set(declarations.keys).intersection(code.reduce(into: Set<String>()) { $0.formUnion(Self.identifiers(in: $1)) })
            .subtracting(context.controller.memberBaseNames)
        var pending = Array(needed)
        while let name = pending.popLast(), let declaration = declarations[name] {
            let references = context.references(declaration)
            if references.usesSelfAsValue || !references.selfMembers.isEmpty || !context.filePrivateMembers.intersection(Self.memberNames(in: [declaration])).isEmpty {
                return .failure(CollectionProblem("they read \(name), which the controller's file declares private to itself, and which reads the controller's own code"))
            }
            for other in Set(declarations.keys).intersection(Self.identifiers(in: declaration)).subtracting(needed) {
                needed.insert(other)
                pending.append(other)
            }
        }
        return .success(context.source.files.flatMap { file in
            file.tree.statements.compactMap { $0.item.as(DeclSyntax.self) }.filter { declaration in
                declaration.declaredNames.contains(where: needed.contains)
            }
        })
    }

    /// A copy that makes no values (a constant, a function, a namespace of static members): two files each holding
    /// their own copy never hand each other a value of it, so any file may have one.
    static func makesNoValues(_ declaration: DeclSyntax) -> Bool {
        if declaration.is(VariableDeclSyntax.self) || declaration.is(FunctionDeclSyntax.self) { return true }
        guard let members = declaration.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        return members.allSatisfy { item in
            if item.decl.is(EnumCaseDeclSyntax.self) || item.decl.is(InitializerDeclSyntax.self) { return false }
            guard let modifiers = item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return true }
            return modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        }
    }

    /// The type names a copy declares: a value of one of them made in one file is no value of the other file's copy.
    static func typeNames(of copies: [DeclSyntax]) -> Set<String> {
        Set(copies.filter { !$0.is(VariableDeclSyntax.self) && !$0.is(FunctionDeclSyntax.self) }.flatMap(\.declaredNames))
    }

    private func fileLevelPrivateDeclarations() -> [String: DeclSyntax] {
        var declarations: [String: DeclSyntax] = [:]
        for file in context.source.files {
            for declaration in file.tree.statements.compactMap({ $0.item.as(DeclSyntax.self) }) where declaration.declaredNames.contains(where: context.filePrivateNames.contains) {
                for name in declaration.declaredNames { declarations[name] = declaration }
            }
        }
        return declarations
    }

    private static func identifiers(in node: some SyntaxProtocol) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let text) = token.tokenKind { return text }
            return nil
        })
    }

    /// `x.name` (not `self.name`): the names code calls or reads on other values.
    static func memberNames(in code: [some SyntaxProtocol]) -> Set<String> {
        code.reduce(into: Set<String>()) { names, node in
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id,
                      access.base.map(ReferenceCollector.isSelf) != true else { continue }
                names.insert(token.text)
            }
        }
    }
}
