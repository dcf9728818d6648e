import OffloadInterface
import Testing

@Suite("Database location")
struct DatabaseLocationTests {
    @Test("--db wins over OFFLOAD_DB and XDG_DATA_HOME")
    func optionFirst() {
        let path = DatabaseLocation.resolve(
            option: "/tmp/a.sqlite", environment: ["OFFLOAD_DB": "/tmp/b.sqlite", "XDG_DATA_HOME": "/data"],
            homeDirectory: "/home/u")
        #expect(path == "/tmp/a.sqlite")
    }

    @Test("OFFLOAD_DB wins over XDG_DATA_HOME; an empty --db counts as none")
    func environmentSecond() {
        let path = DatabaseLocation.resolve(
            option: "", environment: ["OFFLOAD_DB": "/tmp/b.sqlite", "XDG_DATA_HOME": "/data"],
            homeDirectory: "/home/u")
        #expect(path == "/tmp/b.sqlite")
    }

    @Test("An absolute XDG_DATA_HOME holds offload/offload.sqlite")
    func xdgThird() {
        let path = DatabaseLocation.resolve(
            option: nil, environment: ["OFFLOAD_DB": "", "XDG_DATA_HOME": "/data"], homeDirectory: "/home/u")
        #expect(path == "/data/offload/offload.sqlite")
    }

    @Test("A relative XDG_DATA_HOME is ignored for ~/.local/share, as the XDG spec requires")
    func relativeXDGIgnored() {
        let path = DatabaseLocation.resolve(
            option: nil, environment: ["XDG_DATA_HOME": "data"], homeDirectory: "/home/u")
        #expect(path == "/home/u/.local/share/offload/offload.sqlite")
    }
}
