// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "Offload",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "offload", targets: ["offload"]),
        .library(name: "OffloadCore", targets: ["OffloadCore"]),
        .library(name: "OffloadNLP", targets: ["OffloadNLP"]),
        .library(name: "OffloadStore", targets: ["OffloadStore"]),
        .library(name: "OffloadHandOff", targets: ["OffloadHandOff"]),
        .library(name: "OffloadInterface", targets: ["OffloadInterface"]),
        .library(name: "OffloadService", targets: ["OffloadService"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        .target(name: "OffloadCore", swiftSettings: strict),
        .target(
            name: "COffloadICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(name: "OffloadNLP", dependencies: ["OffloadCore", "COffloadICU"], swiftSettings: strict),
        .target(
            name: "OffloadStore",
            dependencies: [
                "OffloadCore", "OffloadNLP", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"), .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "OffloadHandOff", dependencies: ["OffloadCore", "OffloadNLP", "OffloadStore"], swiftSettings: strict),
        .target(
            name: "OffloadInterface",
            dependencies: [
                "OffloadCore", "OffloadNLP", "OffloadStore", .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: strict),
        .target(
            name: "OffloadService",
            dependencies: [
                "OffloadCore", "OffloadNLP", "OffloadStore", "OffloadHandOff", "OffloadInterface",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Logging", package: "swift-log"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "offload",
            dependencies: [
                "OffloadCore", "OffloadNLP", "OffloadStore", "OffloadHandOff", "OffloadInterface", "OffloadService",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strict
        ),
        .target(name: "OffloadTestSupport", dependencies: ["OffloadCore", "OffloadNLP"], swiftSettings: strict),
        .testTarget(name: "OffloadCoreTests", dependencies: ["OffloadCore", "OffloadTestSupport"], swiftSettings: strict),
        .testTarget(name: "OffloadNLPTests", dependencies: ["OffloadNLP", "OffloadTestSupport"], swiftSettings: strict),
        .testTarget(name: "OffloadStoreTests", dependencies: ["OffloadStore", "OffloadTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "OffloadInterfaceTests",
            dependencies: ["OffloadInterface", "OffloadCore", "OffloadStore", "OffloadNLP", "OffloadTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "OffloadServiceTests",
            dependencies: [
                "OffloadService", "OffloadInterface", "OffloadStore", "OffloadCore", "OffloadNLP", "OffloadHandOff",
                "OffloadTestSupport", .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Yams", package: "Yams"), .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "OffloadCLITests",
            dependencies: [
                "offload", "OffloadTestSupport", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
