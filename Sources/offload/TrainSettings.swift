import ArgumentParser
import OffloadNLP

/// Training hyper-parameters, shared by `offload train` and `offload eval intent --cross-validate`.
struct TrainingSettings: ParsableArguments {
    @Flag(name: .long, help: "Also use character 4-grams of words.")
    var characterGrams = false

    @Flag(name: .long, help: "Train naive Bayes alone, without the logistic layer.")
    var naiveBayesOnly = false

    @Option(name: .long, help: "Weight of the naive-Bayes log joint next to the logistic layer.")
    var naiveBayesWeight: Double = ClassifierTrainer().naiveBayesWeight

    @Option(name: .long, help: "Passes of the logistic layer over the data.")
    var epochs: Int = LogisticTrainer().epochs

    @Option(name: .long, help: "L2 penalty of the logistic layer.")
    var l2: Double = LogisticTrainer().l2

    @Option(name: .long, help: "Additive smoothing of the naive-Bayes counts.")
    var smoothing: Double = NaiveBayesTrainer().smoothing

    @Option(name: .long, help: "Drop features seen in fewer training documents than this.")
    var minimumCount: Int = NaiveBayesTrainer().minimumDocumentCount

    func validate() throws {
        if !(smoothing > 0 && smoothing <= 10) {
            throw ValidationError("--smoothing takes a number above 0 and at most 10.")
        }
        if !(1...200).contains(epochs) { throw ValidationError("--epochs takes 1 to 200.") }
        if !(naiveBayesWeight >= 0 && naiveBayesWeight <= 10) {
            throw ValidationError("--naive-bayes-weight takes 0 to 10.")
        }
        if !(1...100).contains(minimumCount) { throw ValidationError("--minimum-count takes 1 to 100.") }
    }

    /// The trainer these settings describe.
    func trainer() -> ClassifierTrainer {
        var trainer = ClassifierTrainer()
        trainer.trainer = NaiveBayesTrainer(smoothing: smoothing, minimumDocumentCount: minimumCount)
        trainer.characterGrams = characterGrams
        trainer.naiveBayesWeight = naiveBayesWeight
        var logistic = LogisticTrainer()
        logistic.epochs = epochs
        logistic.l2 = l2
        trainer.logistic = naiveBayesOnly ? nil : logistic
        return trainer
    }
}
