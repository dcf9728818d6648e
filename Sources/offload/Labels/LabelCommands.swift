import ArgumentParser
import OffloadInterface
import OffloadStore

/// Which kind of label a command acts on: categories or tags.
protocol LabelCommandKind {
    /// The kind.
    static var kind: LabelKind { get }
}

/// Categories: one per item.
enum CategoryLabels: LabelCommandKind {
    static var kind: LabelKind { .category }
}

/// Tags: any number per item.
enum TagLabels: LabelCommandKind {
    static var kind: LabelKind { .tag }
}

/// `offload categories`: every category with its counts, and `rename`, `merge`, `delete`.
struct CategoriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "categories", abstract: "List categories with how many tasks and other items carry each.",
        discussion: "--json prints a JSON array of {name, tasks, others}.",
        subcommands: [
            LabelRenameCommand<CategoryLabels>.self, LabelMergeCommand<CategoryLabels>.self,
            LabelDeleteCommand<CategoryLabels>.self,
        ])

    @OptionGroup var listing: LabelListing
    func run() async throws { try await listing.print(.category) }
}

/// `offload tags`: every tag with its counts, and `rename`, `merge`, `delete`.
struct TagsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags", abstract: "List tags with how many tasks and other items carry each.",
        discussion: "--json prints a JSON array of {name, tasks, others}.",
        subcommands: [
            LabelRenameCommand<TagLabels>.self, LabelMergeCommand<TagLabels>.self, LabelDeleteCommand<TagLabels>.self,
        ])

    @OptionGroup var listing: LabelListing
    func run() async throws { try await listing.print(.tag) }
}

/// The options of the `categories` and `tags` listings.
struct LabelListing: ParsableArguments {
    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    /// `errands      3 tasks, 1 other`, one line each, by name.
    func print(_ kind: LabelKind) async throws {
        let labels = try await openStoreForReading(database).labels(kind)
        try await output.emit(labels.map(LabelCountJSON.init)) {
            guard !labels.isEmpty else { return [kind == .category ? "No categories yet." : "No tags yet."] }
            let width = min(24, labels.map { $0.name.count + (kind == .tag ? 1 : 0) }.max() ?? 0)
            return labels.map { label in
                let name = (kind == .tag ? "#" : "") + label.name
                let counts = "\(OrganizerText.counted(label.tasks, "task")), \(label.others) other"
                return TerminalText.safe(
                    name.padding(toLength: max(width, name.count), withPad: " ", startingAt: 0)
                        + "  " + counts + (label.others == 1 ? "" : "s"))
            }
        }
    }
}

/// What the label commands say after a change.
enum LabelOutput {
    static func print(_ sentence: String) {
        Swift.print(TerminalText.safe(sentence))
        Swift.print("`offload undo` takes it back.")
    }

    /// `3 items`.
    static func items(_ count: Int) -> String { OrganizerText.counted(count, "item") }
}

/// `offload categories|tags rename OLD NEW`.
struct LabelRenameCommand<Kind: LabelCommandKind>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "rename", abstract: "Rename a \(Kind.kind.rawValue); its items keep it under the new name.")
    }

    @Argument(help: "The current name (any case).")
    var old: String

    @Argument(help: "The new name; it must not be another one's (merge joins two).")
    var new: String

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let change = try await openStore(database).renameLabel(Kind.kind, old, to: new, at: Clock.now())
        LabelOutput.print(
            "Renamed \(Kind.kind.rawValue) '\(change.name)' to '\(new)' (\(LabelOutput.items(change.items))).")
    }
}

/// `offload categories|tags merge FROM INTO`.
struct LabelMergeCommand<Kind: LabelCommandKind>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "merge",
            abstract: "Move every item of one \(Kind.kind.rawValue) to another, then remove the first.")
    }

    @Argument(help: "The one that goes (any case).")
    var from: String

    @Argument(help: "The one its items move to (made by renaming FROM when there is none).")
    var into: String

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let change = try await openStore(database).mergeLabel(Kind.kind, from, into: into, at: Clock.now())
        LabelOutput.print(
            "Merged \(Kind.kind.rawValue) '\(change.name)' into '\(into)' (\(LabelOutput.items(change.items))).")
    }
}

/// `offload categories|tags delete NAME`.
struct LabelDeleteCommand<Kind: LabelCommandKind>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "delete",
            abstract: Kind.kind == .category
                ? "Delete a category; its items keep no category." : "Delete a tag and its links to items.")
    }

    @Argument(help: "The name (any case).")
    var name: String

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let change = try await openStore(database).deleteLabel(Kind.kind, name, at: Clock.now())
        let what = Kind.kind == .category ? "cleared from" : "removed from"
        LabelOutput.print(
            "Deleted \(Kind.kind.rawValue) '\(change.name)', \(what) \(LabelOutput.items(change.items)).")
    }
}
