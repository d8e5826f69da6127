# Stages for .ci/run (sourced): each stage is timed (wall clock, and the CPU time of the stage and
# of every process it waited for), stages may run side by side, and a table of every stage's times
# is printed when the run ends, also when a stage fails.
#
#   stage NAME CMD...        runs CMD now, its output shown as it comes
#   start_stage NAME CMD...  starts CMD in the background, its output kept until it ends; CMD may
#                            be a function of stages (a lane), listed under it in the table
#   finish_stage NAME        waits for a started stage, then shows its output
#
# A failing stage fails the run once its output is shown, as `set -e` would (a background stage's
# failure when the run reaches its finish_stage). Inside a function
# `set -e` does not stop anything (bash ignores it there), so a lane ends each stage with `|| return`.

CI_STAGE_DIR="$(mktemp -d)"
CI_STARTED_AT=$(date +%s%N)
CI_INDENT=""
: >"$CI_STAGE_DIR/stages"
declare -A CI_STAGE_PID=()

# Each background stage is its own process group, so a failed run can stop all of it.
set -m

ci_file() { printf '%s/%s' "$CI_STAGE_DIR" "${1//[^A-Za-z0-9]/_}"; }

# Seconds since the run began.
ci_elapsed() { awk -v now="$(date +%s%N)" -v t0="$CI_STARTED_AT" 'BEGIN { printf "%.1f", (now - t0) / 1e9 }'; }

# Runs "$@" with its output as it is, and writes "<exit code> <start> <wall> <user> <sys>" to the
# stage's .time file. bash's `time` counts the CPU of the command and of every child it waited for
# (not of servers it only talked to, such as PostgreSQL).
ci_timed() {
  local name=$1
  shift
  local file start status=0
  file="$(ci_file "$name").time"
  start=$(ci_elapsed)
  local TIMEFORMAT='%R %U %S'
  { time "$@" 2>&4 4>&-; } 4>&2 2>"$file" || status=$?
  echo "$status $start $(tail -n 1 "$file")" >"$file"
  return "$status"
}

# The table's rows, in the order the stages began (lanes in the background add theirs too).
ci_register() { printf '%s%s\n' "$CI_INDENT" "$1" >>"$CI_STAGE_DIR/stages"; }

stage() {
  local name=$1
  shift
  ci_register "$name"
  printf '\n==> %s\n' "$name"
  ci_timed "$name" "$@"
}

start_stage() {
  local name=$1
  shift
  ci_register "$name"
  printf '\n==> %s: started (its output follows when it ends)\n' "$name"
  (CI_INDENT="$CI_INDENT  " ci_timed "$name" "$@") >"$(ci_file "$name").log" 2>&1 </dev/null &
  CI_STAGE_PID[$name]=$!
}

finish_stage() {
  local name=$1 status=0
  wait "${CI_STAGE_PID[$name]}" || status=$?
  unset "CI_STAGE_PID[$name]"
  printf '\n==> %s\n' "$name"
  cat "$(ci_file "$name").log"
  if [ "$status" -ne 0 ]; then
    printf '\n==> %s FAILED (exit code %s)\n' "$name" "$status"
    return "$status"
  fi
}

ci_clock() { awk -v s="$1" 'BEGIN { printf "%d:%04.1f", s / 60, s - int(s / 60) * 60 }'; }

ci_summary() {
  local status=$? name
  set +m # no job notices for the stages stopped here
  for name in "${!CI_STAGE_PID[@]}"; do
    kill -- "-${CI_STAGE_PID[$name]}" 2>/dev/null || true
  done
  wait 2>/dev/null || true
  printf '\n==> Stage times (start and wall: clock time; CPU: user + sys of the stage and its child processes)\n\n'
  printf '%-64s %-8s %8s %8s %8s\n' 'Stage' 'Result' 'Start' 'Wall' 'CPU'
  local row
  while IFS= read -r row; do
    name="${row#"${row%%[! ]*}"}"
    local code='' start='' real='' user='' sys=''
    read -r code start real user sys <"$(ci_file "$name").time" 2>/dev/null || true
    if [[ ! "$code" =~ ^[0-9]+$ || -z "$sys" ]]; then
      printf '%-64s %-8s\n' "$row" 'stopped'
      continue
    fi
    printf '%-64s %-8s %8s %8s %8s\n' "$row" "$([ "$code" = 0 ] && echo ok || echo FAILED)" \
      "$(ci_clock "$start")" "$(ci_clock "$real")" \
      "$(ci_clock "$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')")"
  done <"$CI_STAGE_DIR/stages"
  printf '%-64s %-8s %8s %8s\n' 'Whole run' "$([ "$status" = 0 ] && echo ok || echo FAILED)" '' \
    "$(ci_clock "$(ci_elapsed)")"
  rm -rf "$CI_STAGE_DIR"
  exit "$status"
}
trap ci_summary EXIT
