import SwiftSyntax

/// The size of a controller and what the recipes would do to it, for one file's share of it (its class
/// body and the extensions that file holds); shares from several files add up.
struct TypeMeasurement: Codable, Sendable {
    /// Where the class is declared, or the first extension when the class lives in another file.
    var line = 0
    var declaresClass = false
    var lines = 0
    /// Habchi et al.'s number of methods: functions and initialisers.
    var methods = 0
    /// Habchi et al.'s number of attributes: stored properties.
    var storedProperties = 0
    /// Habchi et al.'s number of instructions: statements at any depth, closures included.
    var statements = 0
    /// SwiftLint's type_body_length: lines of the class body that are neither blank nor only comment.
    var bodyLength = 0
    /// Members each recipe would move, by recipe id.
    var hits: [String: Int] = [:]
    /// Members a recipe would move out of the view.
    var movableMembers = 0
    /// Members no recipe explains that are not plain UI: hand work.
    var unresolved = 0
    /// The files of the class declaration and the extensions measured, so that a controller spread over
    /// several files can be planned again as one.
    var paths: [String] = []

    /// Adds another file's share of the same controller.
    mutating func add(_ other: TypeMeasurement) {
        if !declaresClass && other.declaresClass {
            line = other.line
            declaresClass = true
        }
        lines += other.lines
        methods += other.methods
        storedProperties += other.storedProperties
        statements += other.statements
        bodyLength += other.bodyLength
        hits.merge(other.hits, uniquingKeysWith: +)
        movableMembers += other.movableMembers
        unresolved += other.unresolved
        paths += other.paths.filter { !paths.contains($0) }
    }

    /// Measures `name` in `source`: its class declaration there, if any, with the extensions there, planned
    /// with the recipes as a migration of that file would plan it.
    static func measure(
        _ name: String, in sources: SourceSet, collector: DeclarationCollector,
        catalog: RecipeCatalog
    ) -> TypeMeasurement {
        let source = sources.primary
        let (model, decl, extensions) = Self.model(name, in: sources, collector: collector)
        var measurement = TypeMeasurement()
        measurement.declaresClass = decl != nil
        measurement.line = decl.map { source.line(of: $0.classKeyword) } ?? extensions.first.map { source.line(of: $0.extensionKeyword) } ?? 1
        let declarations: [DeclSyntax] = (decl.map { [DeclSyntax($0)] } ?? []) + extensions.map(DeclSyntax.init)
        measurement.lines = declarations.reduce(0) { total, node in
            total + source.location(at: node.endPositionBeforeTrailingTrivia).line - source.location(at: node.positionAfterSkippingLeadingTrivia).line + 1
        }
        measurement.methods = model.members.filter { [.function, .initializer].contains($0.kind) }.count
        measurement.storedProperties = model.members.filter { $0.kind == .storedProperty }.count
        measurement.statements = model.members.reduce(0) { $0 + StatementCounter.count(in: $1.declaration) }
        measurement.bodyLength = decl.map { bodyLength(of: $0.memberBlock) } ?? 0
        measurement.paths = [source.path]
        measurement.plan(model, in: sources, catalog: catalog)
        return measurement
    }

    /// What the recipes would move: members per recipe, members leaving the view, members left for hand work.
    mutating func plan(_ model: ControllerModel, in source: SourceSet, catalog: RecipeCatalog) {
        let plan = Planner.plan(source: source, controller: model, catalog: catalog, moduleName: Migration.defaultModuleName(model.name))
        hits = [:]
        movableMembers = 0
        for member in plan.members {
            for recipe in member.recipes { hits[recipe, default: 0] += 1 }
            if member.targets.contains(where: { $0 != .view }) { movableMembers += 1 }
        }
        unresolved = plan.unresolved.count
    }

    /// Plans a controller whose class and extensions lie in several files as the one type it is: the data
    /// source in `FeedScreen+Table.swift` reads the state the class declares.
    mutating func planAsOne(_ name: String, path: String, types: TypeTable, catalog: RecipeCatalog) {
        let files = ([path] + paths.filter { $0 != path }).compactMap { path -> ParsedSource? in
            guard case .success(let text) = ProjectScanner.read(path) else { return nil }
            return ParsedSource(text: text, path: path)
        }
        guard !files.isEmpty else { return }
        let sources = SourceSet(files, types: types)
        let collector = DeclarationCollector()
        collector.walk(sources.primary.tree)
        plan(Self.model(name, in: sources, collector: collector).model, in: sources, catalog: catalog)
    }

    /// The controller as a migration of `sources` would see it: its class in the input file, or an empty stand-in
    /// when that file only extends it, with the extensions of every file of the set (`collector` walked the input).
    static func model(_ name: String, in sources: SourceSet, collector: DeclarationCollector)
        -> (model: ControllerModel, decl: ClassDeclSyntax?, extensions: [ExtensionDeclSyntax])
    {
        let decl = collector.classes.first { $0.name.text == name }
        let extensions = ControllerFinder.extensions(of: name, in: collector, sources: sources)
        let classDecl = decl ?? ClassDeclSyntax(name: .identifier(name), memberBlock: MemberBlockSyntax(members: []))
        return (ControllerFinder.model(classDecl, extensions: extensions, source: sources), decl, extensions)
    }

    private static let multilineParents: Set<SyntaxKind> = [.stringSegment, .regexLiteralExpr]

    /// Lines between the braces with code on them, the way SwiftLint's type_body_length counts.
    static func bodyLength(of block: MemberBlockSyntax) -> Int {
        var codeLines = Set<Int>()
        var line = 0
        // Walk the tokens once, noting the lines their text (not their comments) lands on.
        for token in block.members.tokens(viewMode: .sourceAccurate) {
            for piece in token.leadingTrivia { line += piece.newlineCount }
            codeLines.insert(line)
            // Only a string's or a regex's text spans lines: reading every token's text cost a thirtieth of a dashboard run.
            if let parent = token.parent?.kind, Self.multilineParents.contains(parent) { line += token.text.reduce(0) { $1.isNewline ? $0 + 1 : $0 } }
            for piece in token.trailingTrivia { line += piece.newlineCount }
        }
        return codeLines.count
    }
}

private extension TriviaPiece {
    var newlineCount: Int {
        switch self {
        case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count): return count
        case .blockComment(let text), .docBlockComment(let text): return text.reduce(0) { $1.isNewline ? $0 + 1 : $0 }
        default: return 0
        }
    }
}

/// Counts statements at any depth: every item of every code block, closures and accessors included.
final class StatementCounter: SyntaxVisitor {
    private(set) var count = 0

    static func count(in node: some SyntaxProtocol) -> Int {
        let counter = StatementCounter(viewMode: .sourceAccurate)
        counter.walk(node)
        return counter.count
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        count += 1
        return .visitChildren
    }
}
