import UIKit

struct Stats {
    let visits: Int
    let sales: Int
}

protocol StatsRepository {
    func todayStats() async throws -> Stats
    func weekStats() async throws -> Stats
}

final class StatsRepositoryImplementation: StatsRepository {
    func todayStats() async throws -> Stats { Stats(visits: 0, sales: 0) }
    func weekStats() async throws -> Stats { Stats(visits: 0, sales: 0) }
}

final class DashboardViewController: UIViewController {
    @IBOutlet private weak var todayLabel: UILabel!
    @IBOutlet private weak var weekLabel: UILabel!
    @IBOutlet private weak var errorLabel: UILabel!

    private let repository: StatsRepository = StatsRepositoryImplementation()
    private var loadTask: Task<Void, Never>?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadTask = Task { @MainActor [weak self] in
            guard let self else { return }
            do {
                async let today = repository.todayStats()
                async let week = repository.weekStats()
                let (todayStats, weekStats) = try await (today, week)
                todayLabel.text = "\(todayStats.visits) visits today"
                weekLabel.text = "\(weekStats.sales) sales this week"
            } catch {
                errorLabel.text = error.localizedDescription
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        loadTask?.cancel()
    }
}
