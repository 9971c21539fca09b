import SwiftSyntax
import SwiftSyntaxBuilder

/// The Book of VIPER's cache tracker (`russian-frc.md`), in Swift: the types every module whose
/// controller used an NSFetchedResultsController shares. Emitted once into the output folder.
enum CacheTrackerSupport {
    static let path = "CacheTracker.swift"

    static var source: SourceFileSyntax {
        """
        import CoreData
        import Foundation

        /// What happened to a tracked object.
        enum CacheChangeType { case insert, delete, move, update }

        /// One change to a tracked object (the Book of VIPER's CacheTransaction).
        struct CacheTransaction<Object> {
            let object: Object
            /// Where the object was before the change (delete, move, update).
            let oldIndexPath: IndexPath?
            /// Where the object is after the change (insert, move).
            let updatedIndexPath: IndexPath?
            let changeType: CacheChangeType

            func map<T>(_ transform: (Object) -> T) -> CacheTransaction<T> {
                CacheTransaction<T>(object: transform(object), oldIndexPath: oldIndexPath, updatedIndexPath: updatedIndexPath,
                                    changeType: changeType)
            }
        }

        /// The changes of one round, delivered together (the Book of VIPER's CacheTransactionBatch).
        struct CacheTransactionBatch<Object> {
            /// Every tracked object after the changes, in order.
            var objects: [Object] = []
            var transactions: [CacheTransaction<Object>] = []
            /// The batch describing what was already fetched: a list shows it whole.
            var isCurrentCache = false

            var isEmpty: Bool { transactions.isEmpty }

            func map<T>(_ transform: (Object) -> T) -> CacheTransactionBatch<T> {
                CacheTransactionBatch<T>(objects: objects.map(transform), transactions: transactions.map { $0.map(transform) },
                                         isCurrentCache: isCurrentCache)
            }
        }

        /// Watches what a fetched results controller fetches and reports the changes in batches
        /// (the Book of VIPER's CacheTracker). The interactor owns it; nothing above it sees Core Data.
        final class CacheTracker<Object: NSFetchRequestResult>: NSObject, NSFetchedResultsControllerDelegate {
            /// Hears each batch of changes after the first fetch.
            var onTransactionBatch: ((CacheTransactionBatch<Object>) -> Void)?
            private let controller: NSFetchedResultsController<Object>
            private var batch = CacheTransactionBatch<Object>()

            init(controller: NSFetchedResultsController<Object>) {
                self.controller = controller
                super.init()
                controller.delegate = self
            }

            /// Fetches, and describes everything fetched as insertions.
            func obtainTransactionBatchFromCurrentCache() throws -> CacheTransactionBatch<Object> {
                try controller.performFetch()
                let objects = controller.fetchedObjects ?? []
                let transactions = objects.enumerated().map { row, object in
                    CacheTransaction(object: object, oldIndexPath: nil, updatedIndexPath: IndexPath(indexes: [0, row]), changeType: .insert)
                }
                return CacheTransactionBatch(objects: objects, transactions: transactions, isCurrentCache: true)
            }

            func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
                batch = CacheTransactionBatch()
            }

            func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                            at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
                guard let object = anObject as? Object else { return }
                let changeType: CacheChangeType
                switch type {
                case .insert: changeType = .insert
                case .delete: changeType = .delete
                case .move: changeType = .move
                case .update: changeType = .update
                @unknown default: return
                }
                batch.transactions.append(CacheTransaction(object: object, oldIndexPath: indexPath, updatedIndexPath: newIndexPath,
                                                           changeType: changeType))
            }

            func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
                guard !batch.isEmpty else { return }
                batch.objects = self.controller.fetchedObjects ?? []
                onTransactionBatch?(batch)
            }
        }
        """
    }
}
