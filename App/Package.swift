// swift-tools-version: 6.0
import PackageDescription

// The app: the `playground` executable (the window, its SDL shell and the command line) over the engine, which the
// package at the repository's root builds as one shared library (`PlaygroundEngine`). Scene scripts compiled at run
// time link against that same library, so they share the app's classes and globals.
let package = Package(
    name: "PlaygroundApp",
    products: [
        .executable(name: "playground", targets: ["Playground"])
    ],
    dependencies: [
        .package(name: "AnimationPlayground", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .executableTarget(
            name: "Playground",
            dependencies: [
                "CSDL2",
                .product(name: "PlaygroundEngine", package: "AnimationPlayground"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Tests that compile and load scene scripts: they need the engine as the app has it, and the app beside them
        // (each new build of a script runs once in `playground script-check`).
        .testTarget(
            name: "ScriptLoadingTests",
            dependencies: [
                "ScriptTestEnvironment",
                .product(name: "PlaygroundEngine", package: "AnimationPlayground"),
                .product(name: "PlaygroundTestSupport", package: "AnimationPlayground"),
            ]
        ),
        // Their environment, set when the test runner is loaded (before any test runs, so no test changes it while
        // another reads it).
        .target(name: "ScriptTestEnvironment", path: "Tests/ScriptTestEnvironment"),
    ],
    swiftLanguageModes: [.v6]
)
