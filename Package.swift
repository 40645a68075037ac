// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AnimationPlayground",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "LayerKit", targets: ["LayerKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        // The engine as one shared library for the app (the package in App/): the app links it, and the scene scripts
        // it compiles at run time link against the same copy, so that they share its classes and globals.
        .library(
            name: "PlaygroundEngine", type: .dynamic,
            targets: [
                "FileOutput", "Raster", "RasterSamples", "LayerKit", "CoreGraphics", "CoreText", "QuartzCore", "UIKit", "PlaygroundSupport", "XCPlayground",
                "Scenes", "SceneFiles", "Scripts", "Export", "Sessions", "PlaygroundCore",
                "AppResources",
            ]),
        // The independent easing, for the app package's tests.
        .library(name: "PlaygroundTestSupport", targets: ["PlaygroundTestSupport"]),
        .executable(name: "playground-fuzz", targets: ["Fuzz"]),
    ],
    targets: [
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // The sweep's eight-cell step and x·a/255 in clang's vector types, and image filtering compiled for AVX2 in any
        // build and chosen at run time (a plain build targets baseline x86-64).
        .target(name: "RasterKernels"),
        .target(name: "RasterJPEG", dependencies: ["CJPEG"]),
        // How the playground writes files (atomically) and the numbers in them: Foundation only.
        .target(name: "FileOutput"),
        .target(name: "Raster", dependencies: ["FileOutput", "RasterKernels", "RasterJPEG", "CPNG", "CFreeType", "CFontconfig", "CHarfBuzz", "CFriBidi"]),
        .target(name: "LayerKit", dependencies: ["Raster"]),
        // Raster's feature gallery and benchmark frames: drawings for tools and tests, not part of the library.
        .target(name: "RasterSamples", dependencies: ["Raster"]),
        // The app's data files (the top-level Resources/ folder), copied beside the executable by SwiftPM.
        .target(
            name: "AppResources", path: "Resources",
            exclude: ["animation-playground.desktop", "io.github.animationplayground.Playground.metainfo.xml", "animation-playground.svg"],
            resources: [.copy("tile.png"), .copy("tile@2x.png"), .copy("curve-presets.json"), .copy("icons")]),
        // Core Animation's and UIKit's names over LayerKit, for scene scripts written as iOS code.
        .target(name: "CoreGraphics", dependencies: ["LayerKit"]),
        .target(name: "CoreText", dependencies: ["CoreGraphics", "LayerKit", "Raster"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "LayerKit"]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreText", "LayerKit", "Raster"]),
        // Xcode's playground modules, for playground pages: the page's live view, and the older names.
        .target(name: "PlaygroundSupport", dependencies: ["UIKit", "LayerKit"]),
        .target(name: "XCPlayground", dependencies: ["PlaygroundSupport", "UIKit"]),
        // The four seed scenes, what every scene offers the app (`PlaygroundScene`), the built-in catalog.
        .target(name: "Scenes", dependencies: ["FileOutput", "Raster", "LayerKit", "AppResources"]),
        // Scene files: the JSON format, read and written.
        .target(name: "SceneFiles", dependencies: ["Raster", "LayerKit", "Scenes"]),
        // Scene scripts and playground pages: compiled by swiftc, checked and loaded, their curves and springs as slots.
        .target(name: "Scripts", dependencies: ["FileOutput", "LayerKit", "UIKit", "Scenes"]),
        // Any scene as Core Animation Swift.
        .target(name: "Export", dependencies: ["FileOutput", "LayerKit", "Scenes"]),
        // What a scene name means (built-in, file, script) and the session that builds it and rebuilds it on change.
        .target(name: "Sessions", dependencies: ["LayerKit", "Scenes", "SceneFiles", "Scripts"]),
        .target(name: "PlaygroundCore", dependencies: ["FileOutput", "Raster", "LayerKit", "Scenes", "SceneFiles", "Scripts", "Export", "Sessions", "AppResources"]),
        .target(name: "Fuzzing", dependencies: ["FileOutput", "Raster", "LayerKit", "Scenes", "SceneFiles", "Scripts", "PlaygroundCore"]),
        .executableTarget(name: "Fuzz", dependencies: ["Fuzzing"]),
        // What several test targets share: the independent easing (here and in the app package), golden images (approved
        // PNGs live beside the tests).
        .target(name: "PlaygroundTestSupport", path: "Tests/TestSupport"),
        .target(name: "GoldenImages", dependencies: ["Raster"], path: "Tests/GoldenImages"),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "RasterSamples", "GoldenImages"], exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "FileOutputTests", dependencies: ["FileOutput"]),
        .testTarget(name: "LayerKitTests", dependencies: ["Raster", "LayerKit", "PlaygroundTestSupport"]),
        .testTarget(name: "ScenesTests", dependencies: ["FileOutput", "Raster", "LayerKit", "Scenes", "SceneFiles", "Scripts", "Sessions", "AppResources", "PlaygroundTestSupport", "GoldenImages"], exclude: ["Golden"]),
        // XCTest only: Swift Testing declares an overlay for Apple's CoreGraphics, which Linux's toolchain does not ship, and
        // looks for it in any file that imports both.
        .testTarget(name: "CompatibilityTests", dependencies: ["UIKit", "QuartzCore", "LayerKit", "Raster", "PlaygroundSupport", "PlaygroundTestSupport"]),
        .testTarget(name: "PlaygroundCoreTests", dependencies: ["FileOutput", "Raster", "LayerKit", "Scenes", "SceneFiles", "Scripts", "PlaygroundCore", "PlaygroundTestSupport"]),
        .testTarget(name: "FuzzingTests", dependencies: ["Fuzzing", "SceneFiles"], resources: [.copy("Corpus")]),
    ],
    swiftLanguageModes: [.v6]
)
