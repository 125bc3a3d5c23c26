/** Said beside every date and every dollar figure the planner gives her. */
export function PlanningHelpNote() {
  return (
    <p className="text-sm text-slate-700">
      This is planning help, not legal or financial advice. Check your dates with your district’s HR
      office and your pension system before you resign.
    </p>
  );
}
