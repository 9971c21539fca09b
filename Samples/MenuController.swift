//
//  MenuController.swift
//  Guide
//
//  The main menu of a city guide: the Book of VIPER's Massive View Controller
//  ("MVC Chainsaw Massacre"), ported to Swift.
//

import UIKit
import CoreData

/// The rows of the main menu section, in the order the table shows them.
enum MainMenuSectionType: Int, CaseIterable {
    case city
    case places
    case referenceBook

    var title: String {
        switch self {
        case .city: return "City"
        case .places: return "Places"
        case .referenceBook: return "Reference book"
        }
    }
}

/// A quarter of the city, stored in Core Data.
final class Quarter: NSManagedObject {
    @NSManaged var name: String
    @NSManaged var priority: Int64
}

/// Reads guide images from the local disk cache.
protocol ImageLocalCacheManager {
    func loadImageData(withImageId imageId: String) -> Data?
}

final class MenuViewController: UIViewController {

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var backgroundImageView: UIImageView!
    @IBOutlet weak var activityIndicator: UIActivityIndicatorView!

    private var quarters: [Quarter] = []

    private var _imageLocalCacheManager: ImageLocalCacheManager?

    // The cache manager is created on first use, like the original -imageLocalCacheManager getter.
    private var imageLocalCacheManager: ImageLocalCacheManager {
        if _imageLocalCacheManager == nil {
            let fileManager = FileManager.default
            _imageLocalCacheManager = ImageLocalCacheManagerImplementation(fileManager: fileManager)
        }
        return _imageLocalCacheManager!
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Guide"
        tableView.dataSource = self
        tableView.delegate = self

        activityIndicator.startAnimating()
        let context = CoreDataStack.shared.viewContext
        let request = NSFetchRequest<Quarter>(entityName: "Quarter")
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true)]
        let quarters = (try? context.fetch(request)) ?? []
        handleLoadedQuarters(quarters)

        loadBackgroundImage()
    }

    private func handleLoadedQuarters(_ quarters: [Quarter]) {
        self.quarters = quarters
        activityIndicator.stopAnimating()
        tableView.reloadData()
    }

    private func loadBackgroundImage() {
        let imageData = imageLocalCacheManager.loadImageData(withImageId: "guide-background")
        backgroundImageView.image = imageData.flatMap { UIImage(data: $0) }
    }
}

// MARK: - UITableViewDataSource

extension MenuViewController: UITableViewDataSource {

    func numberOfSections(in tableView: UITableView) -> Int {
        return 2
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return section == 0 ? MainMenuSectionType.allCases.count : quarters.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MenuCell", for: indexPath)
        if indexPath.section == 0 {
            cell.textLabel?.text = MainMenuSectionType.allCases[indexPath.row].title
        } else {
            cell.textLabel?.text = quarters[indexPath.row].name
        }
        return cell
    }
}

// MARK: - UITableViewDelegate

extension MenuViewController: UITableViewDelegate {

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.section == 0, let sectionType = MainMenuSectionType(rawValue: indexPath.row) else {
            return
        }
        switch sectionType {
        case .city:
            let storyboard = UIStoryboard(name: "Quarters", bundle: nil)
            let viewController = storyboard.instantiateViewController(withIdentifier: "QuartersListViewController")
            navigationController?.pushViewController(viewController, animated: true)
        case .places:
            let storyboard = UIStoryboard(name: "Places", bundle: nil)
            let viewController = storyboard.instantiateViewController(withIdentifier: "PlacesCategoriesListViewController")
            navigationController?.pushViewController(viewController, animated: true)
        case .referenceBook:
            let storyboard = UIStoryboard(name: "ReferenceBook", bundle: nil)
            let viewController = storyboard.instantiateViewController(withIdentifier: "ReferenceBookCategoriesViewController")
            navigationController?.pushViewController(viewController, animated: true)
        }
    }
}
