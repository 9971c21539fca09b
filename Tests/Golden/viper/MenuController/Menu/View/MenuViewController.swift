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

    /// The presenter. MenuAssembly sets it; a controller made by a storyboard or
    /// an existing call site wires its module on first use, so those keep working.
    lazy var output: MenuViewOutput = MenuAssembly().configure(self)

    /// Shows the list: its data source and delegate.
    lazy var dataDisplayManager: MenuDataDisplayManager = {
        let manager = MenuDataDisplayManager()
        manager.output = output
        return manager
    }()

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var backgroundImageView: UIImageView!
    @IBOutlet weak var activityIndicator: UIActivityIndicatorView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Guide"
        tableView.dataSource = dataDisplayManager
        tableView.delegate = dataDisplayManager

        output.didTriggerViewReadyEvent()
    }

    private func handleLoadedQuarters(_ quarters: [QuarterPlainObject]) {
        self.dataDisplayManager.quarters = quarters
        activityIndicator.stopAnimating()
        tableView.reloadData()
    }
}

// MARK: - MenuViewInput

extension MenuViewController: MenuViewInput {
    func showLoading() {
        activityIndicator.startAnimating()
    }

    func showQuarters(_ quarters: [QuarterPlainObject]) {
        handleLoadedQuarters(quarters)
    }

    func showBackgroundImage(_ imageData: Data?) {
        backgroundImageView.image = imageData.flatMap { UIImage(data: $0) }
    }
}
