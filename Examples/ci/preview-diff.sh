#!/bin/sh
# Builds the site at the merge base of BASE_REF and at HEAD_REF (default HEAD), then compares them
# with `sizeboard diff`. Works in any CI system with git and sizeboard; run it from the repository.
#
#   Examples/ci/preview-diff.sh origin/main [HEAD]
#
# Writes into $OUT (default: sizeboard-diff/): report/ (the HTML report: open report/index.html),
# diff.json and comment.md (the Markdown for a pull-request comment).
# Environment:
#   SIZEBOARD       the sizeboard command (default: sizeboard)
#   SITE            the site's folder inside the repository, where sizeboard.yml is (default: .)
#   OUT             where the outputs go (default: sizeboard-diff)
#   BASE_URL        where report/ will be published, so the comment links into it (optional)
#   FAIL_ON_CHANGE  1 to exit with status 1 when any preview changed
# Exit status: the head build's (1 when it reported an error, a failed `expect:` for one), else
# the diff's (1 with FAIL_ON_CHANGE=1 when something changed), else 0.
set -eu

base_ref=${1:?usage: preview-diff.sh BASE_REF [HEAD_REF]}
head_ref=${2:-HEAD}
sizeboard=${SIZEBOARD:-sizeboard}
site=${SITE:-.}
out=${OUT:-sizeboard-diff}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

merge_base=$(git merge-base "$base_ref" "$head_ref")
mkdir -p "$work/base" "$work/head" "$out"
git archive "$merge_base" | tar -x -C "$work/base"
git archive "$head_ref" | tar -x -C "$work/head"

# The base may have errors of its own: its site is compared all the same.
(cd "$work/base/$site" && "$sizeboard" build --output "$work/base-site") || echo "note: the base build reported errors"
head_status=0
(cd "$work/head/$site" && "$sizeboard" build --output "$work/head-site") || head_status=$?

set -- diff "$work/base-site" "$work/head-site" --output "$out/report" --json "$out/diff.json" --markdown "$out/comment.md"
if [ -n "${BASE_URL:-}" ]; then set -- "$@" --base-url "$BASE_URL"; fi
if [ "${FAIL_ON_CHANGE:-0}" = 1 ]; then set -- "$@" --fail-on-change; fi
diff_status=0
"$sizeboard" "$@" || diff_status=$?

if [ "$head_status" -ne 0 ]; then exit "$head_status"; fi
exit "$diff_status"
