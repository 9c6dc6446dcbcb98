/// The CI file `coursebook init --ci` writes: a workflow that builds the course site on every
/// push and every morning (the home page's "this week", upcoming deadlines and the calendars
/// depend on the day of the build), keeps the GitHub page cache between runs, refuses to publish a
/// book with warnings, and deploys to the service's Pages.
///
/// Both workflows build coursebook from its git repository, named by a CI variable
/// (`COURSEBOOK_GIT`, optionally `COURSEBOOK_REF`), and keep the built tool in the CI cache, so
/// only the first run (and each new `COURSEBOOK_REF`) compiles it.
package enum PublishingWorkflow: String, Sendable, CaseIterable {
    case github
    case gitlab

    /// The file's path in the book.
    package var path: String {
        switch self {
        case .github: ".github/workflows/course-site.yml"
        case .gitlab: ".gitlab-ci.yml"
        }
    }

    /// Lines the book's `.gitignore` gains: GitLab's cache and output must sit inside the book.
    package var ignoredPaths: [String] {
        switch self {
        case .github: []
        case .gitlab: ["/public/", "/.coursebook-tool/"]
        }
    }

    /// The commands that build the site from a checked-out book, with the tool on `PATH`; the
    /// test suite runs exactly these (with `SITE_URL` set) on a fresh book.
    package static let siteCommands = """
        coursebook fetch .
        coursebook check --strict .
        coursebook build . --strict --output "$SITE_DIR" --base-url "$SITE_URL"
        """

    /// The commands that put coursebook on `PATH`, building it once per `COURSEBOOK_REF` into
    /// `$TOOL_DIR` (which the CI cache keeps).
    static let toolCommands = """
        if [ -z "$COURSEBOOK_GIT" ]; then
          echo "Set the CI variable COURSEBOOK_GIT to the git address of coursebook's source (and COURSEBOOK_REF to a tag or branch)." >&2
          exit 1
        fi
        apt-get update -qq && apt-get install -y -qq git make pkg-config libcmark-dev libgumbo-dev >/dev/null
        if [ ! -x "$TOOL_DIR/$COURSEBOOK_REF/coursebook" ]; then
          git clone --quiet --depth 1 --branch "$COURSEBOOK_REF" "$COURSEBOOK_GIT" /tmp/coursebook-source
          make -C /tmp/coursebook-source build
          mkdir -p "$TOOL_DIR/$COURSEBOOK_REF"
          cp /tmp/coursebook-source/.build/release/coursebook "$TOOL_DIR/$COURSEBOOK_REF/"
        fi
        """

    /// The file's text.
    package var text: String {
        switch self {
        case .github: Self.githubText
        case .gitlab: Self.gitlabText
        }
    }

    private static func indented(_ text: String, by spaces: Int) -> String {
        let indentation = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indentation + $0 }.joined(separator: "\n")
    }

    private static let githubText = """
        # Builds the course site with coursebook and publishes it on GitHub Pages: on every push to
        # main, every morning (so "this week", upcoming deadlines and the calendars stay current),
        # and by hand from the Actions tab.
        #
        # Before the first run: Settings > Pages > Source: "GitHub Actions", and Settings > Secrets
        # and variables > Actions > Variables: COURSEBOOK_GIT = the git address of coursebook's
        # source (and COURSEBOOK_REF = the tag or branch to build, default main).
        name: Course site

        on:
          push:
            branches: [main]
          schedule:
            - cron: "17 4 * * *"
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        concurrency:
          group: pages
          cancel-in-progress: false

        jobs:
          build:
            runs-on: ubuntu-latest
            container: swift:6.1-noble
            env:
              COURSEBOOK_GIT: ${{ vars.COURSEBOOK_GIT }}
              COURSEBOOK_REF: ${{ vars.COURSEBOOK_REF || 'main' }}
              TOOL_DIR: /opt/coursebook-tool
            steps:
              - uses: actions/checkout@v4
              - name: Keep the built coursebook between runs
                uses: actions/cache@v4
                with:
                  path: /opt/coursebook-tool
                  key: coursebook-${{ vars.COURSEBOOK_REF || 'main' }}-${{ hashFiles('.github/workflows/course-site.yml') }}
              - name: Keep the downloaded course pages between runs
                uses: actions/cache@v4
                with:
                  path: \(BookLayout.pageCacheFolder)
                  key: course-pages-${{ github.run_id }}
                  restore-keys: course-pages-
              - name: Install coursebook
                run: |
        \(indented(toolCommands, by: 10))
                  echo "$TOOL_DIR/$COURSEBOOK_REF" >> "$GITHUB_PATH"
              - id: pages
                uses: actions/configure-pages@v5
              - name: Build the site
                env:
                  SITE_DIR: _site
                  SITE_URL: ${{ steps.pages.outputs.base_url }}/
                run: |
        \(indented(siteCommands, by: 10))
              - uses: actions/upload-pages-artifact@v3
                with:
                  path: _site

          deploy:
            needs: build
            runs-on: ubuntu-latest
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """

    private static let gitlabText = """
        # Builds the course site with coursebook and publishes it on GitLab Pages: on every push to
        # the default branch and on a pipeline schedule (Build > Pipeline schedules: daily, so "this
        # week", upcoming deadlines and the calendars stay current).
        #
        # Before the first run: Settings > CI/CD > Variables: COURSEBOOK_GIT = the git address of
        # coursebook's source (and COURSEBOOK_REF = the tag or branch to build, default main).
        pages:
          image: swift:6.1-noble
          variables:
            COURSEBOOK_REF: main
            TOOL_DIR: $CI_PROJECT_DIR/.coursebook-tool
            SITE_DIR: public
            SITE_URL: $CI_PAGES_URL/
          cache:
            key: coursebook
            paths:
              - .coursebook-tool/
              - \(BookLayout.pageCacheFolder)/
          script:
            - |
        \(indented(toolCommands, by: 6))
            - export PATH="$TOOL_DIR/$COURSEBOOK_REF:$PATH"
            - |
        \(indented(siteCommands, by: 6))
          artifacts:
            paths:
              - public
          rules:
            - if: $CI_PIPELINE_SOURCE == "schedule"
            - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH

        """
}
