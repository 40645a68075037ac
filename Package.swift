// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AnimationPlayground",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "LayerKit", targets: ["LayerKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "playground", targets: ["Playground"]),
        .executable(name: "playground-fuzz", targets: ["Fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // The sweep's eight-cell step and x·a/255 in clang's vector types, and image filtering compiled for AVX2 in any
        // build and chosen at run time (a plain build targets baseline x86-64).
        .target(name: "RasterKernels"),
        .target(name: "Raster", dependencies: ["RasterKernels", "CPNG", "CFreeType", "CFontconfig"]),
        .target(name: "LayerKit", dependencies: ["Raster"]),
        // Raster's feature gallery and benchmark frames: drawings for tools and tests, not part of the library.
        .target(name: "RasterSamples", dependencies: ["Raster"]),
        // The app's data files (the top-level Resources/ folder), copied beside the executable by SwiftPM.
        .target(
            name: "AppResources", path: "Resources",
            exclude: ["animation-playground.desktop", "io.github.animationplayground.Playground.metainfo.xml", "animation-playground.svg"],
            resources: [.copy("tile.png"), .copy("tile@2x.png"), .copy("curve-presets.json"), .copy("icons")]),
        // Core Animation's and UIKit's names over LayerKit, for scene scripts written as iOS code.
        .target(name: "QuartzCore", dependencies: ["LayerKit"]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "LayerKit"]),
        .target(name: "Scenes", dependencies: ["LayerKit", "QuartzCore", "UIKit", "AppResources"]),
        .target(name: "PlaygroundCore", dependencies: ["LayerKit", "Scenes", "AppResources"]),
        .executableTarget(
            name: "Playground",
            dependencies: [
                "Raster", "RasterSamples", "LayerKit", "Scenes", "PlaygroundCore", "AppResources", "CSDL2",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Scene scripts are compiled into libraries that use LayerKit's symbols from this executable.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        .target(name: "Fuzzing", dependencies: ["PlaygroundCore"]),
        .executableTarget(name: "Fuzz", dependencies: ["Fuzzing"]),
        // What several test targets share: golden images (approved PNGs live beside the tests), the independent easing,
        // the scene-script test environment.
        .target(name: "TestSupport", dependencies: ["Raster"], path: "Tests/TestSupport"),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "RasterSamples", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "LayerKitTests", dependencies: ["LayerKit", "TestSupport"]),
        // The test runner loads compiled scene scripts, which use LayerKit's symbols from it.
        .testTarget(
            name: "ScenesTests", dependencies: ["Scenes", "TestSupport"], exclude: ["Golden"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .testTarget(name: "CompatibilityTests", dependencies: ["UIKit", "QuartzCore", "LayerKit", "TestSupport"]),
        .testTarget(name: "PlaygroundCoreTests", dependencies: ["PlaygroundCore", "TestSupport"]),
        .testTarget(name: "FuzzingTests", dependencies: ["Fuzzing", "Scenes"], resources: [.copy("Corpus")]),
    ],
    swiftLanguageModes: [.v6]
)
