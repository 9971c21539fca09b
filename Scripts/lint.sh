#!/usr/bin/env bash
# The tool's own sources held to `swift format lint` with the repository's .swift-format, as the code it emits is
# (EmittedStyleTests). CI runs it; `Scripts/lint.sh --fix` formats the files in place first.
# Left out: the Swift written from the recipes (RecipeCatalogTests and RecipeExampleTests write it byte for byte) and the
# test fixtures, which are inputs written the way apps write them.
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(find Sources Plugins Tests/MVC2VIPERKitTests -name '*.swift' -not -path '*/Fixtures/*' -not -name BuiltinRecipes.swift -not -name 'RecipeExampleTests+Cases.swift' | sort)
if [ "${1:-}" = "--fix" ]; then
    swift format format -i $files Package.swift
fi
swift format lint --strict $files Package.swift
