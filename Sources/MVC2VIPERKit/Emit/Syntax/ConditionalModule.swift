import SwiftSyntax

/// A controller declared under `#if DEBUG … #endif` exists only where that condition holds, and so must the module
/// made from it: its assembly makes the view, which other configurations do not have. Every file the module adds
/// takes the controller's condition around what it declares; the rewritten controller keeps its own `#if`.
///
/// ## Before
/// ```swift
/// #if !RELEASE
/// final class DebugMenuViewController: UITableViewController { … }
/// #endif
/// ```
/// ## After
/// ```swift
/// import Foundation
///
/// #if !RELEASE
/// final class DebugMenuPresenter { … }
/// #endif
/// ```
extension EmittedModule {
    func conditioned(like plan: MigrationPlan) -> EmittedModule {
        guard let clause = Self.clause(declaring: plan.controller.name, in: plan.source.primary.tree), let condition = clause.condition?.trimmed
        else { return self }
        // The controller's own files keep the conditions they were written with.
        let kept = Set([Self.viewPath(for: plan)] + plan.source.extensionFiles.map { Self.extensionViewPath(for: plan, original: $0.path) })
        let conditionalImports = Set(Self.imports(in: clause).map(\.trimmedText))
        let wrapped = files.map { file in
            guard !file.isShared, !kept.contains(file.path) else { return file }
            return PlannedFile(
                path: file.path, layer: file.layer, syntax: Self.wrapping(file.syntax, in: condition, importsInside: conditionalImports))
        }
        return EmittedModule(architecture: architecture, entryPoint: entryPoint, files: wrapped, destinations: destinations)
    }

    /// The `#if` clause that declares the class `name` among a file's top-level statements; none for a class declared
    /// outside any, or under `#elseif`/`#else`, whose condition is more than its own clause's.
    static func clause(declaring name: String, in file: SourceFileSyntax) -> IfConfigClauseSyntax? {
        for statement in file.statements {
            guard let conditional = statement.item.as(IfConfigDeclSyntax.self), let first = conditional.clauses.first,
                first.poundKeyword.tokenKind == .poundIf, first.condition != nil, case .statements(let inner) = first.elements,
                inner.contains(where: { $0.item.as(ClassDeclSyntax.self)?.name.text == name })
            else { continue }
            return first
        }
        return nil
    }

    /// The imports a clause makes for what it declares (`#if !RELEASE` / `import OpenCombine`): only that configuration has them.
    static func imports(in clause: IfConfigClauseSyntax) -> [ImportDeclSyntax] {
        guard case .statements(let inner) = clause.elements else { return [] }
        return inner.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmed }
    }

    /// `file` with everything after its imports inside `#if condition … #endif`; the imports keyed in `importsInside` (the
    /// controller's clause made them) go inside too, as the module's code needs them only where the condition holds.
    static func wrapping(_ file: SourceFileSyntax, in condition: ExprSyntax, importsInside: Set<String> = []) -> SourceFileSyntax {
        let allImports = file.statements.prefix { $0.item.is(ImportDeclSyntax.self) }
        let inside = allImports.filter { importsInside.contains($0.item.trimmedText) }
        let imports = allImports.filter { !importsInside.contains($0.item.trimmedText) }
        let rest = Array(file.statements.dropFirst(allImports.count))
        guard let first = rest.first else { return file }
        var body = rest
        body[0] = first.with(\.leadingTrivia, .newlines(2) + first.leadingTrivia.droppingLeadingNewlines)
        body = inside.map { $0.with(\.leadingTrivia, .newline) } + body
        let clause = IfConfigClauseSyntax(
            poundKeyword: .poundIfToken(leadingTrivia: imports.isEmpty ? [] : .newlines(2)),
            condition: condition.with(\.leadingTrivia, .space),
            elements: .statements(CodeBlockItemListSyntax(body)))
        let conditional = IfConfigDeclSyntax(
            clauses: IfConfigClauseListSyntax([clause]),
            poundEndif: .poundEndifToken(leadingTrivia: .newlines(2)))
        return file.with(\.statements, CodeBlockItemListSyntax(Array(imports) + [CodeBlockItemSyntax(item: .decl(DeclSyntax(conditional)))]))
            .with(\.endOfFileToken, .endOfFileToken(leadingTrivia: .newline))
    }
}
