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
        let declarations = fileLevelPrivateDeclarations()
        let extensions = privateExtensions()
        var needed = Set<String>()
        var neededExtensions = Set<SyntaxIdentifier>()
        // What a piece of code needs: the file's private declarations it names, and the private extensions adding the
        // members it calls (`cell.style()`), each copied whole. Its own needs follow.
        var pending: [DeclSyntax] = []
        func require(_ nodes: [some SyntaxProtocol]) -> String? {
            let named = nodes.reduce(into: Set<String>()) { $0.formUnion(Self.identifiers(in: $1)) }
            for name in Set(declarations.keys).intersection(named).subtracting(context.controller.memberBaseNames).subtracting(needed).sorted() {
                needed.insert(name)
                pending.append(declarations[name]!)
            }
            for member in context.filePrivateMembers.intersection(Self.memberNames(in: nodes)).sorted() {
                guard let declaring = extensions[member] else { return member }
                if neededExtensions.insert(declaring.id).inserted { pending.append(DeclSyntax(declaring)) }
            }
            return nil
        }
        if let member = require(code) {
            return .failure(CollectionProblem("they read \(member), which the controller's file adds to another type privately"))
        }
        while let declaration = pending.popLast() {
            if !declaration.is(ExtensionDeclSyntax.self) {
                let references = context.references(declaration)
                if references.usesSelfAsValue || !references.selfMembers.isEmpty {
                    return .failure(
                        CollectionProblem(
                            "they read \(declaration.declaredNames.joined(separator: ", ")), which the controller's file "
                                + "declares private to itself, and which reads the controller's own code"))
                }
            }
            if let member = require([declaration]) {
                return .failure(CollectionProblem("they read \(member), which the controller's file adds to another type privately"))
            }
        }
        return .success(
            context.source.files.flatMap { file in
                file.tree.topLevelDeclarations.filter { declaration in
                    declaration.declaredNames.contains(where: needed.contains) || neededExtensions.contains(declaration.id)
                }
            })
    }

    /// The file's wholly private extensions of other types, by the members they add (`private extension UITableViewCell {
    /// func style() }`); an extension with some private members among others cannot be copied whole.
    private func privateExtensions() -> [String: ExtensionDeclSyntax] {
        var found: [String: ExtensionDeclSyntax] = [:]
        for file in context.source.files {
            for extensionDecl in file.tree.topLevelDeclarations.compactMap({ $0.as(ExtensionDeclSyntax.self) })
            where extensionDecl.modifiers.isFilePrivate && TypeText.baseName(extensionDecl.extendedType.trimmedText) != context.controller.name {
                for item in extensionDecl.memberBlock.members { item.decl.declaredNames.forEach { found[$0] = extensionDecl } }
            }
        }
        return found
    }

    /// A copy that makes no values (a constant, a function, a namespace of static members): two files each holding
    /// their own copy never hand each other a value of it, so any file may have one.
    static func makesNoValues(_ declaration: DeclSyntax) -> Bool {
        if declaration.is(VariableDeclSyntax.self) || declaration.is(FunctionDeclSyntax.self) || declaration.is(ExtensionDeclSyntax.self) { return true }
        guard let members = declaration.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        return members.allSatisfy { item in
            if item.decl.is(EnumCaseDeclSyntax.self) || item.decl.is(InitializerDeclSyntax.self) { return false }
            guard let modifiers = item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return true }
            return modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        }
    }

    /// The type names a copy declares: a value of one of them made in one file is no value of the other file's copy.
    static func typeNames(of copies: [DeclSyntax]) -> Set<String> {
        Set(copies.filter { !$0.is(VariableDeclSyntax.self) && !$0.is(FunctionDeclSyntax.self) && !$0.is(ExtensionDeclSyntax.self) }.flatMap(\.declaredNames))
    }

    private func fileLevelPrivateDeclarations() -> [String: DeclSyntax] {
        var declarations: [String: DeclSyntax] = [:]
        for file in context.source.files {
            for declaration in file.tree.topLevelDeclarations where declaration.declaredNames.contains(where: context.filePrivateNames.contains) {
                for name in declaration.declaredNames { declarations[name] = declaration }
            }
        }
        return declarations
    }

    private static func identifiers(in node: some SyntaxProtocol) -> Set<String> {
        Set(
            node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            })
    }

    /// `x.name` (not `self.name`): the names code calls or reads on other values.
    static func memberNames(in code: [some SyntaxProtocol]) -> Set<String> {
        code.reduce(into: Set<String>()) { names, node in
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id,
                    access.base.map(ReferenceCollector.isSelf) != true
                else { continue }
                names.insert(token.text)
            }
        }
    }
}
