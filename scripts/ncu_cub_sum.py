import csv,sys
rows=[r for r in csv.reader(sys.stdin) if len(r)>10]; h=rows[0]; rows=rows[1:]
v=h.index("Metric Value"); u=h.index("Metric Unit")
sc={"ns":1e-6,"nsecond":1e-6,"us":1e-3,"usecond":1e-3,"ms":1.0,"msecond":1.0}
tot=sum(float(r[v].replace(",",""))*sc[r[u]] for r in rows)
print("CUBNCU", sys.argv[1], "kernel_ms_per_call=%.4f"%(tot/21), "launches_per_call=%.1f"%(len(rows)/21))
