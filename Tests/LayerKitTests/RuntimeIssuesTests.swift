import Testing

@testable import LayerKit

/// Issues reported while a scene's code runs stay that scene's while other scenes in the process take theirs (tests run
/// side by side here, so each checks only its own messages).
@Suite("Runtime issues")
struct RuntimeIssuesTests {
    @Test func issuesReportedInsideACollectionAreNotTakenByOthers() {
        let (_, issues) = RuntimeIssues.collecting {
            RuntimeIssues.report("the scene's own")
            // Another scene, starting its code, takes what was reported before it.
            #expect(!RuntimeIssues.take().contains("the scene's own"))
        }
        #expect(issues.contains("the scene's own"))
    }

    @Test func aNestedCollectionKeepsItsOwn() {
        let (inner, outer) = RuntimeIssues.collecting {
            RuntimeIssues.report("outer")
            return RuntimeIssues.collecting { RuntimeIssues.report("inner") }.issues
        }
        #expect(inner.contains("inner") && !inner.contains("outer"))
        #expect(outer.contains("outer") && !outer.contains("inner"))
    }
}
