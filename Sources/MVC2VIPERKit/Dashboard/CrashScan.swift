import Foundation

/// A dry-run migration of every class of every file — controllers or not, in turn in each architecture — to
/// prove on code nobody wrote for it that the pipeline ends in a result or a clean refusal, never a crash.
/// A crash ends the process; what was being scanned is what `willScan` heard last.
public struct CrashScan: Codable, Equatable, Sendable {
    public var files = 0
    public var classes = 0
    public var migrated = 0
    /// Clean refusals, by kind (`invalidModuleName`, …).
    public var refused: [String: Int] = [:]
    /// Classes whose emitted Swift did not parse (`path: Class — the first error`): refused too, but a defect of the tool.
    public var invalidOutput: [String] = []
    /// Scope-check findings (`path: Class — member: reason`): moved code that lost what it reads. The migration kept
    /// those members in the view (or refused the module), so nothing broken is written, but each is a defect of
    /// the planner to fix by its cause.
    public var scopeFindings: [String] = []

    public static func run(_ paths: [String], jobs: Int, willScan: (@Sendable (String) -> Void)? = nil) -> CrashScan {
        let catalog = (try? RecipeCatalog.load(overridesIn: nil))!
        let results = ProjectScanner.parallelMap(paths, jobs: jobs, progress: nil) { path -> CrashScan in
            willScan?(path)
            return scan(path, catalog: catalog)
        }
        return results.reduce(into: CrashScan()) { total, one in
            total.files += one.files
            total.classes += one.classes
            total.migrated += one.migrated
            total.refused.merge(one.refused, uniquingKeysWith: +)
            total.invalidOutput += one.invalidOutput
            total.scopeFindings += one.scopeFindings
        }
    }

    public func json() -> String { ReportJSON.encode(self) }

    static func scan(_ path: String, catalog: RecipeCatalog) -> CrashScan {
        var result = CrashScan()
        guard case .success(let text) = ProjectScanner.read(path) else { return result }
        result.files = 1
        let source = ParsedSource(text: text, path: path)
        let sources = SourceSet(source)
        let collector = DeclarationCollector()
        collector.walk(source.tree)
        for (index, decl) in collector.classes.enumerated() {
            result.classes += 1
            let controller = ControllerFinder.model(
                decl, extensions: ControllerFinder.extensions(of: decl.name.text, in: collector, sources: sources),
                source: sources)
            var options = MigrationOptions(inputPath: path, outputDirectory: "Modules")
            options.architecture = Architecture.allCases[index % Architecture.allCases.count]
            do {
                // What `--dry-run` does: the migration and its whole report.
                let migration = try Migration.migrate(controller, of: sources, options: options, catalog: catalog)
                _ = MigrationReport(migration)
                result.migrated += 1
                result.scopeFindings += migration.plan.unresolved.filter { $0.recipe == ScopeCheck.recipe }.map {
                    "\(path): \(decl.name.text) — \($0.member): \($0.reason)"
                }
            } catch MigrationError.invalidOutput(_, let diagnostics) {
                result.invalidOutput.append("\(path): \(decl.name.text) — \(diagnostics.first ?? "")")
            } catch MigrationError.outOfScope(let findings) {
                result.scopeFindings.append("\(path): \(decl.name.text) — refused: " + (findings.first.map { "\($0.name) in \($0.place)" } ?? ""))
            } catch let error as MigrationError {
                result.refused[Mirror(reflecting: error).children.first?.label ?? "\(error)", default: 0] += 1
            } catch {
                result.refused["\(type(of: error))", default: 0] += 1
            }
        }
        return result
    }
}
