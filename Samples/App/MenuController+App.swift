//
//  MenuController+App.swift
//
//  The rest of the app MenuController.swift lives in: types the controller uses but does not
//  declare, as other files of a real app would. The test suite compiles the sample and its
//  migrated module together with this file.
//

import UIKit
import CoreData

/// The app's Core Data stack; its view context belongs to the main queue, hence the main actor.
@MainActor
final class CoreDataStack {
    static let shared = CoreDataStack()

    let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

/// Reads images from files under the caches directory.
final class ImageLocalCacheManagerImplementation: ImageLocalCacheManager {
    private let fileManager: FileManager

    init(fileManager: FileManager) {
        self.fileManager = fileManager
    }

    func loadImageData(withImageId imageId: String) -> Data? {
        guard let caches = fileManager.urls(for: .cachesDirectory, in: .userDomainMask).first else {
            return nil
        }
        return fileManager.contents(atPath: caches.appendingPathComponent(imageId).path)
    }
}
