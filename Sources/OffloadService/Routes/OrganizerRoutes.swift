/// Every route of the organizer: the views, items, tasks, lists, plans, communications, notes, labels and search.
struct OrganizerRoutes {
    let configuration: ServiceConfiguration

    func register(on router: RouteBuilder) {
        ViewRoutes(configuration: configuration).register(on: router)
        ItemRoutes(configuration: configuration).register(on: router)
        TaskRoutes(configuration: configuration).register(on: router)
        ListRoutes(configuration: configuration).register(on: router)
        PlanRoutes(configuration: configuration).register(on: router)
        CommunicationRoutes(configuration: configuration).register(on: router)
        NoteRoutes(configuration: configuration).register(on: router)
        LabelRoutes(configuration: configuration).register(on: router)
        SearchRoutes(configuration: configuration).register(on: router)
    }
}
