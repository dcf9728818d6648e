import Foundation
import Hummingbird
import OffloadInterface
import OffloadStore

/// `/v1/lists`: the lists of `offload lists`, and `offload list add|rename|order`.
///
/// A list is named by an id prefix or its name (any case). Every answer with one list is its object of
/// `lists --json`.
struct ListRoutes {
    let configuration: ServiceConfiguration

    func register(on router: RouteBuilder) {
        let store = configuration.store
        router.get("v1/lists") { _, _ in
            let lists = try await store.lists()
            return try JSONResponse.response(
                NamedArrayJSON(name: "lists", elements: lists.map(OrganizerJSON.List.init)))
        }
        router.get("v1/lists/:ref") { _, context in
            try JSONResponse.response(OrganizerJSON.List(try await store.list(try context.parameters.reference("ref"))))
        }
        router.post("v1/lists") { request, context in
            let body = try await JSONBody.read(NewListRequest.self, from: request)
            let list = try await store.createList(named: body.name, items: body.items, at: configuration.now())
            context.logger.info("Made a list.", metadata: ["id": "\(list.id.short)", "items": "\(body.items.count)"])
            return try JSONResponse.response(
                OrganizerJSON.List(try await store.list(list.id.lowercased)), status: .created)
        }
        router.patch("v1/lists/:ref") { request, context in
            let reference = try context.parameters.reference("ref")
            let name = try await JSONBody.read(RenameRequest.self, from: request).name
            let renaming = try await store.renameList(reference, to: name, at: configuration.now())
            return try JSONResponse.response(OrganizerJSON.List(try await store.list(renaming.item.id.lowercased)))
        }
        router.post("v1/lists/:ref/items") { request, context in
            let texts = try await JSONBody.read(TextsRequest.self, from: request).texts
            let reference = try context.parameters.reference("ref")
            // The list must exist: unlike `offload list add`, a path names a list, it does not make one.
            let id = try await store.list(reference).list.id.lowercased
            let addition = try await store.addListItems(texts, to: id, at: configuration.now())
            context.logger.info(
                "Added list items.", metadata: ["id": "\(addition.list.id.short)", "count": "\(texts.count)"])
            return try JSONResponse.response(OrganizerJSON.List(try await store.list(id)), status: .created)
        }
        router.post("v1/lists/:ref/order") { request, context in
            let body = try await JSONBody.read(ListOrderRequest.self, from: request)
            let list = try await store.list(try context.parameters.reference("ref"))
            let item = try Self.itemID(body.item, in: list)
            _ = try await store.orderListItem(item, body.placement, at: configuration.now())
            return try JSONResponse.response(OrganizerJSON.List(try await store.list(list.list.id.lowercased)))
        }
    }

    /// The full id of the one item of `list` whose id starts with `reference`.
    ///
    /// - Throws: ``OffloadStore/StoreError/itemNotFound(reference:)``,
    ///   ``OffloadStore/StoreError/ambiguousItem(reference:candidates:)``.
    static func itemID(_ reference: String, in list: ListOutline) throws -> String {
        let prefix = reference.trimmingCharacters(in: .whitespaces).lowercased()
        let matches = prefix.isEmpty ? [] : list.items.filter { $0.id.lowercased.hasPrefix(prefix) }
        guard let first = matches.first else { throw StoreError.itemNotFound(reference: reference) }
        guard matches.count == 1 else {
            throw StoreError.ambiguousItem(
                reference: reference, candidates: matches.prefix(10).map { "list item \($0.id.short)" })
        }
        return first.id.lowercased
    }
}
