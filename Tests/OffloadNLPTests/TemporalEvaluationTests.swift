import Foundation
import Testing

@testable import OffloadNLP

@Suite struct TemporalEvaluationTests {
    static let corpus = """
        {"id":"a","text":"call mom tomorrow at 5pm","ref":"2016-11-07T00:00:00","expected":[{"type":"datetime","start":9,"values":[{"value":"2016-11-08 17:00:00"}]}]}
        {"id":"b","text":"buy milk","ref":"2016-11-07T00:00:00","expected":[]}
        {"id":"c","text":"monday","ref":"2016-11-07T00:00:00","expected":[{"type":"date","start":0,"values":[{"value":"2016-10-31"},{"value":"2016-11-14"}]}]}
        {"id":"d","text":"before 5pm","ref":"2016-11-07T00:00:00","expected":[{"type":"time","start":0,"values":[{"mod":"before","value":"17:00:00"}]}]}

        """

    @Test("predicts and scores the way score.py does")
    func scores() throws {
        let records = try TemporalEvaluation.records(fromJSONLines: Data(Self.corpus.utf8))
        let predictions = TemporalEvaluation.predict(records)
        #expect(predictions.map(\.value) == ["2016-11-08T17:00", nil, "2016-11-14", "2016-11-07T17:00"])
        let score = TemporalEvaluation.score(records, predictions)
        #expect(score.positives == 3 && score.positivesFound == 3)
        #expect(score.negatives == 1 && score.negativesCorrect == 1)
        #expect(score.points == 2 && score.pointsCorrect == 2)  // "before" carries a modifier: not a point case
    }

    @Test("as suggested, a text read as a note gets no due date; a task keeps its own")
    func asSuggested() throws {
        let lines = """
            {"id":"n","text":"fyi the chemist shuts early on friday","ref":"2026-11-23T09:00:00","expected":[]}
            {"id":"t","text":"pick up the prescription on friday","ref":"2026-11-23T09:00:00","expected":[]}

            """
        let records = try TemporalEvaluation.records(fromJSONLines: Data(lines.utf8))
        let classifier = CaptureClassifier(models: ClassifierTests.models)
        let tokens = Tokenizer().tokenize(records[0].text)
        try #require(classifier.classify(tokens).intent.label == "note", "the test models read the first as a note")
        let plain = TemporalEvaluation.predict(records, reading: .dueDate)
        #expect(plain.map(\.value) == ["2026-11-27", "2026-11-27"])
        let suggested = TemporalEvaluation.predict(
            records, reading: .dueDate, classifiers: LanguageClassifiers(classifier))
        #expect(suggested.map(\.found) == [false, true])
        #expect(suggested.map(\.value) == [nil, "2026-11-27"])
    }

    @Test(
        "reads values the way score.py does",
        arguments: [
            ("2016-11-08 17:00:00", "2016-11-08", "17:00"), ("2016-11-08T7:05+01:00", "2016-11-08", "07:05"),
            ("20:20:00", nil, "20:20"), ("T09:30", nil, "09:30"), ("2016-11-08", "2016-11-08", nil),
        ] as [(String, String?, String?)])
    func values(_ text: String, _ date: String?, _ time: String?) throws {
        let value = try #require(ScoredValue(text))
        #expect(value.date == date && value.time == time)
    }

    @Test("rejects what score.py rejects", arguments: ["not resolved", "2016-11", "17", "2016-11-08X"])
    func rejects(_ text: String) {
        #expect(ScoredValue(text) == nil)
    }

    @Test("counts a missing prediction as not found")
    func missing() throws {
        let records = try TemporalEvaluation.records(fromJSONLines: Data(Self.corpus.utf8))
        let score = TemporalEvaluation.score(records, [])
        #expect(score.missingPredictions == 4 && score.positivesFound == 0)
    }
}
