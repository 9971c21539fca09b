import SwiftSyntax

/// What one migration reads: the controller's own file first, then every file of the project that extends
/// the controller, and the types the project declares. Any node of these files is placed (`path:line`)
/// through the file whose tree holds it, so members and statements from extension files keep their
/// own locations. A one-file run is a set of one file whose types are that file's.
public struct SourceSet {
    /// The input file first; extension files follow in path order.
    public let files: [ParsedSource]
    /// The types the recipes may rely on.
    public let types: TypeTable
    /// Uses other files of the project make of the controller's members: what must keep working.
    public var outsideUses: [MemberUse] = []
    /// The storyboard scenes and nibs that make the controller: how the app creates the screen.
    public var scenes: [InterfaceScene] = []
    private let fileByRoot: [SyntaxIdentifier: Int]

    public init(_ files: [ParsedSource], types: TypeTable) {
        precondition(!files.isEmpty, "a source set holds the input file")
        self.files = files
        self.types = types
        fileByRoot = Dictionary(files.enumerated().map { ($1.tree.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The input file alone, with the types it declares.
    public init(_ source: ParsedSource) {
        self.init([source], types: TypeTable(source))
    }

    /// The file the migration was given.
    /// What the controller's files declare at file level and keep to themselves (`private let pageSize = 20`,
    /// `fileprivate func normalized(_:)`, `private enum Strings`): code moved to another file cannot see it. The
    /// controller's own name is never one of them, even where the file keeps another type of that name private: the
    /// module names the controller.
    public func filePrivateNames(besides controller: String) -> Set<String> {
        Set(
            files.flatMap { file in
                file.tree.topLevelDeclarations.flatMap { declaration -> [String] in
                    declaration.asProtocol(WithModifiersSyntax.self)?.modifiers.isFilePrivate == true ? declaration.declaredNames : []
                }
            }
        ).subtracting([controller])
    }

    /// Members the controller's files add to other types and keep to themselves (`private extension UserDefaults {
    /// var lastSync: Date? }`, `extension Item { fileprivate var title: String }`): code moved to another file
    /// cannot call them. The controller's own extensions are its members, which the recipes place.
    public func filePrivateExtensionMembers(besides controller: String) -> Set<String> {
        return Set(
            files.flatMap { file in
                file.tree.topLevelDeclarations.compactMap { $0.as(ExtensionDeclSyntax.self) }.flatMap { extensionDecl -> [String] in
                    guard TypeText.baseName(extensionDecl.extendedType.trimmedText) != controller else { return [] }
                    let wholeIsPrivate = extensionDecl.modifiers.isFilePrivate
                    return extensionDecl.memberBlock.members.flatMap { item -> [String] in
                        guard let modifiers = item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers, wholeIsPrivate || modifiers.isFilePrivate else {
                            return []
                        }
                        return item.decl.declaredNames
                    }
                }
            })
    }

    public var primary: ParsedSource { files[0] }
    public var path: String { primary.path }
    public var text: String { primary.text }
    public var tree: SourceFileSyntax { primary.tree }
    /// Files other than the input that hold part of the controller.
    public var extensionFiles: ArraySlice<ParsedSource> { files.dropFirst() }

    /// The file whose tree holds `node` (the input file for a node made by the tool).
    public func source(of node: some SyntaxProtocol) -> ParsedSource {
        files[fileByRoot[node.root.id] ?? 0]
    }

    public func location(of node: some SyntaxProtocol) -> SourceLocation {
        let source = source(of: node)
        let location = source.location(of: node)
        return SourceLocation(path: source.path, line: location.line, column: location.column)
    }

    public func line(of node: some SyntaxProtocol) -> Int { location(of: node).line }
    public func column(of node: some SyntaxProtocol) -> Int { location(of: node).column }
}

extension SourceFileSyntax {
    /// The file's declarations at file level, those inside `#if … #endif` too (a debug screen's file wrapped in
    /// `#if !RELEASE`, the module files written for it alike): every clause, as either may be the one compiled.
    var topLevelDeclarations: [DeclSyntax] {
        func flattened(_ items: CodeBlockItemListSyntax) -> [DeclSyntax] {
            items.flatMap { item -> [DeclSyntax] in
                guard let conditional = item.item.as(IfConfigDeclSyntax.self) else { return [item.item.as(DeclSyntax.self)].compactMap { $0 } }
                return conditional.clauses.flatMap { clause -> [DeclSyntax] in
                    guard case .statements(let statements)? = clause.elements else { return [] }
                    return flattened(statements)
                }
            }
        }
        return flattened(statements)
    }
}

extension DeclSyntax {
    /// The names a declaration introduces: a variable's bindings, a function's or a type's name.
    var declaredNames: [String] {
        if let variable = self.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        return [(self.as(FunctionDeclSyntax.self)?.name ?? self.asProtocol(NamedDeclSyntax.self)?.name)?.text].compactMap { $0 }
    }
}

extension DeclModifierListSyntax {
    /// `private` or `fileprivate`: no other file sees the declaration.
    var isFilePrivate: Bool { contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) } }
}
