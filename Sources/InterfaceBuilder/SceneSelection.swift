/// The outcome of picking one scene of an import by `--controller`.
public enum SceneSelection: Sendable {
  /// Exactly one scene matches (or the import has only one).
  case scene(ImportedScene)
  /// Several scenes match (or no query was given and there are several): the candidates.
  case ambiguous([ImportedScene])
  /// No scene matches the query; the issue names it and lists what exists.
  case notFound(ImportIssue)
}
