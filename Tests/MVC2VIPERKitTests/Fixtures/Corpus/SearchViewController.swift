import UIKit

struct City {
    let name: String
    let country: String
}

protocol GeoService {
    func search(_ query: String) async throws -> [City]
}

final class GeoServiceImplementation: GeoService {
    func search(_ query: String) async throws -> [City] { [] }
}

final class CityDetailViewController: UIViewController {
    var city: City?
}

final class SearchViewController: UITableViewController, UISearchBarDelegate {
    @IBOutlet private weak var searchBar: UISearchBar!
    private let geoService: GeoService = GeoServiceImplementation()
    private var results: [City] = []
    private var searchTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.delegate = self
        title = NSLocalizedString("Search", comment: "")
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        searchTask?.cancel()
        searchTask = Task { [weak self] in
            guard let self else { return }
            do {
                let cities = try await self.geoService.search(searchText)
                await MainActor.run {
                    self.results = cities
                    self.tableView.reloadData()
                }
            } catch {
                print("search failed: \(error)")
            }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CityCell", for: indexPath)
        let city = results[indexPath.row]
        cell.textLabel?.text = "\(city.name), \(city.country)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        guard let detail = storyboard.instantiateViewController(withIdentifier: "CityDetail") as? CityDetailViewController else { return }
        detail.city = results[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}
