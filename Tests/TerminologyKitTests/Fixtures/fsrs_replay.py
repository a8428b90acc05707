"""Replays review histories through py-fsrs and prints each card state after each review.

Input (stdin): a JSON list of histories, each
  {"scheduler": {"parameters": [...21 floats], "desired_retention": f, "learning_steps": [seconds],
                 "relearning_steps": [seconds], "maximum_interval": n, "enable_fuzzing": bool},
   "start": "YYYY-MM-DDTHH:MM:SS.ffffffZ",
   "reviews": [{"rating": 1-4, "at": "...Z", "fuzz": float in [0, 1)}]}
Output (stdout): a JSON list (one per history) of lists (one per review) of
  {"state": 1-3, "step": n|null, "stability": f, "difficulty": f, "due": "...Z"}.
With fuzzing on, py-fsrs's random() is replaced by the draw the Swift scheduler made for that review,
so that both compute the same fuzzed interval.
"""
import json
import sys
from datetime import datetime, timedelta

import fsrs
import fsrs.scheduler
from fsrs import Card, Rating, Scheduler


def parse(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def show(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def main():
    histories = json.load(sys.stdin)
    results = []
    for history in histories:
        settings = history["scheduler"]
        scheduler = Scheduler(
            parameters=settings["parameters"],
            desired_retention=settings["desired_retention"],
            learning_steps=[timedelta(seconds=s) for s in settings["learning_steps"]],
            relearning_steps=[timedelta(seconds=s) for s in settings["relearning_steps"]],
            maximum_interval=settings["maximum_interval"],
            enable_fuzzing=settings["enable_fuzzing"],
        )
        card = Card(card_id=1, due=parse(history["start"]))
        states = []
        for review in history["reviews"]:
            draw = review["fuzz"]
            fsrs.scheduler.random = lambda: draw
            card, _ = scheduler.review_card(card, Rating(review["rating"]), parse(review["at"]))
            states.append({
                "state": int(card.state),
                "step": card.step,
                "stability": card.stability,
                "difficulty": card.difficulty,
                "due": show(card.due),
            })
        results.append(states)
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
