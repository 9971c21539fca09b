// The replay's moves, compiled into every replay program: the generated script (`main.swift`)
// drives one screen through them and prints what the stand-in recorded. Like UIKit, on the main actor.
import UIKit

/// Lets queued main-queue blocks, tasks and timers run, as the app's run loop would between events.
@MainActor
func drain() {
    for _ in 0..<4 {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
    }
}

/// One move of the script: recorded by name, then the screen's visible state when it changed.
/// When the move presents an alert, the move is played again for each further action so that
/// every action of the alert is tapped once.
@MainActor
func play(_ name: String, on controller: UIViewController, _ move: () -> Void) {
    StandInRecorder.record("— \(name)")
    let before = StandInRecorder.alerts.count
    move()
    settle(controller)
    guard StandInRecorder.alerts.count > before else { return }
    let actions = StandInRecorder.alerts[before].actions.count
    tap(StandInRecorder.alerts[before], action: 0, on: controller)
    for index in 1..<Swift.max(actions, 1) {
        StandInRecorder.record("— \(name) again")
        let again = StandInRecorder.alerts.count
        move()
        settle(controller)
        if StandInRecorder.alerts.count > again, StandInRecorder.alerts[again].actions.count > index {
            tap(StandInRecorder.alerts[again], action: index, on: controller)
        }
    }
}

@MainActor
private func tap(_ alert: UIAlertController, action index: Int, on controller: UIViewController) {
    let action = alert.actions[index]
    StandInRecorder.record("tap \(action.title ?? "nil")")
    action.handler?(action)
    settle(controller)
}

@MainActor private var lastScreen = ""

/// Drains, then records what the screen shows when it differs from the last record.
@MainActor
func settle(_ controller: UIViewController) {
    drain()
    let screen = visibleState(of: controller)
    if screen != lastScreen {
        StandInRecorder.record("screen \(screen)")
        lastScreen = screen
    }
}

/// The title and the texts, images and spinners of the controller's views, by property name.
@MainActor
func visibleState(of controller: UIViewController) -> String {
    var parts = ["title: \(StandInRecorder.describe(controller.title))"]
    for (name, view) in views(of: controller) {
        switch view {
        case let label as UILabel: parts.append("\(name).text: \(StandInRecorder.describe(label.text))")
        case let field as UITextField: parts.append("\(name).text: \(StandInRecorder.describe(field.text))")
        case let textView as UITextView: parts.append("\(name).text: \(StandInRecorder.describe(textView.text))")
        case let image as UIImageView: parts.append("\(name).image: \(image.image == nil ? "none" : "set")")
        case let spinner as UIActivityIndicatorView: parts.append("\(name).isAnimating: \(spinner.isAnimating)")
        case let toggle as UISwitch: parts.append("\(name).isOn: \(toggle.isOn)")
        default: break
        }
        if view.isHidden { parts.append("\(name).isHidden: true") }
    }
    return parts.joined(separator: ", ")
}

/// The views a controller holds in stored properties (its outlets), sorted by name.
@MainActor
func views(of controller: UIViewController) -> [(String, UIView)] {
    var found: [(String, UIView)] = []
    var mirror: Mirror? = Mirror(reflecting: controller)
    while let current = mirror {
        for child in current.children {
            guard let label = child.label, let view = unwrap(child.value) as? UIView else { continue }
            found.append((label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst(18)) : label, view))
        }
        mirror = current.superclassMirror
    }
    return found.sorted { $0.0 < $1.0 }
}

@MainActor
private func unwrap(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map { unwrap($0.value) } ?? nil
}

/// The tables a screen shows: its own when it is a table controller, and those in its outlets.
@MainActor
func tables(of controller: UIViewController) -> [UITableView] {
    var tables = views(of: controller).compactMap { $0.1 as? UITableView }
    if let tableController = controller as? UITableViewController, !tables.contains(where: { $0 === tableController.tableView }) {
        tables.insert(tableController.tableView, at: 0)
    }
    return tables
}

/// Records every cell of every table, then selects each row as a user would.
@MainActor
func exerciseTables(of controller: UIViewController) {
    for (number, table) in tables(of: controller).enumerated() {
        play("table \(number) shown", on: controller) { recordCells(of: table, number: number) }
        for indexPath in indexPaths(of: table) {
            play("select row \(indexPath.row) in section \(indexPath.section) of table \(number)", on: controller) {
                table.delegate?.tableView(table, didSelectRowAt: indexPath)
            }
        }
    }
}

@MainActor
private func indexPaths(of table: UITableView) -> [IndexPath] {
    guard let dataSource = table.dataSource else { return [] }
    return (0..<dataSource.numberOfSections(in: table)).flatMap { section in
        (0..<dataSource.tableView(table, numberOfRowsInSection: section)).map { IndexPath(row: $0, section: section) }
    }
}

@MainActor
private func recordCells(of table: UITableView, number: Int) {
    guard let dataSource = table.dataSource else { return }
    for indexPath in indexPaths(of: table) {
        let cell = dataSource.tableView(table, cellForRowAt: indexPath)
        StandInRecorder.record("cell \(indexPath.section).\(indexPath.row) of table \(number): "
            + "\(StandInRecorder.describe(cell.textLabel?.text)) / \(StandInRecorder.describe(cell.detailTextLabel?.text))")
    }
}
