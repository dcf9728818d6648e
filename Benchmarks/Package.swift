// swift-tools-version: 6.2
import PackageDescription

// A separate package so that `swift test` in the main package stays quick.
// Run from this folder: swift run -c release offload-bench capture --offload-binary ../.build/release/offload
let package = Package(
    name: "OffloadBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Offload", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "offload-bench",
            dependencies: [
                .product(name: "OffloadCore", package: "Offload"),
                .product(name: "OffloadStore", package: "Offload"),
                .product(name: "OffloadNLP", package: "Offload"),
                .product(name: "OffloadHandOff", package: "Offload"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]
        )
    ],
    swiftLanguageModes: [.v6]
)
